import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { builtInTicketing } from './built-in-ticketing';
import { createTicketing } from './create-ticketing';
import { createJiraTicketing } from './jira-ticketing';
import { startFakeJira } from './testing/fake-jira-server';
import { TicketingUnavailableError } from './ticketing.types';

describe('Jira ticketing', () => {
  let jira: Awaited<ReturnType<typeof startFakeJira>>;
  let folder: string;
  beforeAll(async () => {
    jira = await startFakeJira();
    folder = await mkdtemp(join(tmpdir(), 'pledgethon-jira-'));
  });
  afterAll(async () => {
    await jira.close();
    await rm(folder, { recursive: true, force: true });
  });

  const settings = () => ({
    url: `${jira.env.JIRA_URL}/`,
    email: jira.env.JIRA_EMAIL,
    apiToken: jira.env.JIRA_API_TOKEN,
    projectKey: jira.env.JIRA_PROJECT_KEY,
  });

  it('keeps the issue types for 5 minutes, then asks again', async () => {
    let now = 1_000_000;
    const ticketing = createJiraTicketing(settings(), () => now);
    const before = jira.state.issueTypeRequests;
    await ticketing.listIssueTypes();
    now += 5 * 60_000 - 1;
    await ticketing.listIssueTypes();
    expect(jira.state.issueTypeRequests).toBe(before + 1);
    now += 2;
    await ticketing.listIssueTypes();
    expect(jira.state.issueTypeRequests).toBe(before + 2);
  });

  it('refuses wrong credentials as the service being unavailable', async () => {
    const ticketing = createJiraTicketing({ ...settings(), apiToken: 'wrong' });
    await expect(ticketing.listIssueTypes()).rejects.toBeInstanceOf(TicketingUnavailableError);
  });

  it('keeps the created issue when its attachments cannot be uploaded', async () => {
    await writeFile(join(folder, 'badge.png'), 'png');
    const ticketing = createJiraTicketing(settings());
    const ticket = {
      contactRequestId: crypto.randomUUID(),
      issueTypeId: '10001',
      summary: `Badge printer ${crypto.randomUUID()}`,
      description: 'Which printer prints the QR badges?',
      attachments: [
        { fileName: 'badge.png', contentType: 'image/png', absolutePath: join(folder, 'badge.png') },
      ],
    };
    jira.state.refuseAttachments = true;
    try {
      const created = await ticketing.createTicket(ticket);
      expect(created.attachmentsFailed).toBe(true);
      expect(jira.state.issues.filter((issue) => issue.key === created.key)).toHaveLength(1);
    } finally {
      jira.state.refuseAttachments = false;
    }
    const uploaded = await ticketing.createTicket(ticket);
    expect(uploaded.attachmentsFailed).toBe(false);
    expect(jira.state.attachments.filter((file) => file.issueKey === uploaded.key)).toHaveLength(1);
  });

  it('is chosen when all four JIRA_ variables are set; some of them alone stop the start', async () => {
    expect(createTicketing(loadConfig({}))).toBe(builtInTicketing);
    const configured = await createTicketing(loadConfig({ ...jira.env })).listIssueTypes();
    expect(configured.map((type) => type.Name)).toEqual(['Support request', 'Bug']);
    expect(() => loadConfig({ JIRA_URL: jira.env.JIRA_URL })).toThrow(
      'Invalid configuration: JIRA_EMAIL, JIRA_API_TOKEN, JIRA_PROJECT_KEY must be set along with JIRA_URL',
    );
  });
});
