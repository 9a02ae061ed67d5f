import { messages } from '@pledgethon/core';
import { eq, ilike, schema } from '@pledgethon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_JIRA_PROJECT, startFakeJira } from '../../integrations/ticketing/testing/fake-jira-server';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { contactForm, knownCaptcha, postContact, signedInAs, validFields } from './testing/contact-form';

describe('admin contact form with a Jira-compatible ticketing service', () => {
  let jira: Awaited<ReturnType<typeof startFakeJira>>;
  beforeAll(async () => {
    jira = await startFakeJira();
  });
  afterAll(() => jira.close());
  const server = useTestApp(() => ({
    env: { ...jira.env, AUTH_RATE_LIMIT_PER_MINUTE: '1000', SUPPORT_EMAIL: 'help@pledgethon.test' },
  }));

  const issueTypes = async () => {
    const { headers } = await signedInAs(server, 'franchisee_team_leader');
    return server.app.inject({ method: 'GET', url: '/api/events/getjiraissuetypes', headers });
  };
  const mailsAbout = (subject: string) =>
    server.db
      .select()
      .from(schema.outboxMessages)
      .where(ilike(schema.outboxMessages.subject, `%${subject}`));

  it("lists the project's issue types without sub-tasks, and keeps them a while", async () => {
    const response = await issueTypes();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { Id: '10001', Name: 'Support request' },
      { Id: '10002', Name: 'Bug' },
    ]);
    const asked = jira.state.issueTypeRequests;
    expect((await issueTypes()).json()).toEqual(response.json());
    expect(jira.state.issueTypeRequests).toBe(asked);
  });

  it('creates the issue with its type and description, then uploads the attachment', async () => {
    const subject = `Room 12 laps ${crypto.randomUUID()}`;
    const response = await postContact(
      server,
      contactForm(
        validFields({ Subject: subject, jiraIssueType: '10002', ...(await knownCaptcha(server)) }),
        [{ name: 'laps.csv', type: 'text/csv', content: 'room,laps\n12,0\n' }],
      ),
    );
    expect(response.statusCode).toBe(200);
    const { TicketKey, Message } = response.json();
    expect(Message).toBe('Emails sent.');
    const issue = jira.state.issues.find((created) => created.key === TicketKey);
    expect(TicketKey).toMatch(new RegExp(`^${FAKE_JIRA_PROJECT}-\\d+$`));
    expect(issue?.fields).toMatchObject({
      project: { key: FAKE_JIRA_PROJECT },
      issuetype: { id: '10002' },
      summary: subject,
      description: { type: 'doc', version: 1 },
    });
    const described = JSON.stringify(issue?.fields.description);
    expect(described).toContain('From: Maria Lopez <principal@lincoln-elementary.org>');
    expect(described).toContain('Our Thon shows 0 laps for Room 12.');
    expect(jira.state.attachments.filter((file) => file.issueKey === TicketKey)).toEqual([
      { issueKey: TicketKey, fileName: 'laps.csv', contentType: 'text/plain', content: 'room,laps\n12,0\n' },
    ]);

    const [stored] = await server.db
      .select()
      .from(schema.contactRequests)
      .where(eq(schema.contactRequests.subject, subject));
    expect(stored?.ticketKey).toBe(TicketKey);
    const mails = await mailsAbout(subject);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([
      'help@pledgethon.test',
      'principal@lincoln-elementary.org',
    ]);
  });

  it('answers the ticket text when the service is down, tells support anyway, and files the ticket on a retry', async () => {
    const { headers } = await signedInAs(server, 'super_admin');
    const subject = `Outage ${crypto.randomUUID()}`;
    const send = () =>
      postContact(server, contactForm(validFields({ Subject: subject, jiraIssueType: '10001' })), headers);
    await issueTypes();

    jira.state.down = true;
    let failed: Awaited<ReturnType<typeof send>>;
    try {
      failed = await send();
    } finally {
      jira.state.down = false;
    }
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toEqual({
      Success: false,
      Message: 'Unable to create ticket. Please email support.',
      Errors: {},
    });
    const [kept] = await server.db
      .select()
      .from(schema.contactRequests)
      .where(eq(schema.contactRequests.subject, subject));
    expect(kept?.ticketKey).toBeNull();
    const warned = await mailsAbout(subject);
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ toAddress: 'help@pledgethon.test', subject: `[no ticket] ${subject}` });

    const retried = await send();
    expect(retried.statusCode).toBe(200);
    const { TicketKey } = retried.json();
    expect(jira.state.issues.filter((issue) => issue.fields.summary === subject)).toHaveLength(1);
    const mails = await mailsAbout(subject);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`[${TicketKey}] ${subject}`, `[no ticket] ${subject}`, `We received your message: ${subject}`].sort(),
    );
  });

  it('answers the ticket text when the issue types cannot be read', async () => {
    const outage = await startFakeJira();
    await outage.close();
    const unreachable = await createTestApp({ env: { ...outage.env, AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    try {
      const response = await unreachable.app.inject({ method: 'GET', url: '/api/events/getjiraissuetypes' });
      expect(response.statusCode).toBe(422);
      expect(response.json().Message).toBe(messages.ticketCreationFailed);
    } finally {
      await unreachable.close();
    }
  });
});
