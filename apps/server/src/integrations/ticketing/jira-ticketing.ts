import { readFile } from 'node:fs/promises';
import type { IssueType } from '@pledgethon/contracts';
import { z } from 'zod';
import { toAtlassianDocument } from './atlassian-document';
import { type TicketAttachment, type Ticketing, TicketingUnavailableError } from './ticketing.types';

export type JiraSettings = { url: string; email: string; apiToken: string; projectKey: string };

// Issue types change rarely; the form asks for them every time it opens.
const ISSUE_TYPES_CACHE_MS = 5 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

const jiraIssueTypeSchema = z.object({ id: z.string(), name: z.string(), subtask: z.boolean().optional() });
// Jira Cloud pages them as issueTypes; Jira Data Center as values.
const issueTypesPageSchema = z.object({
  issueTypes: z.array(jiraIssueTypeSchema).optional(),
  values: z.array(jiraIssueTypeSchema).optional(),
});
const createdIssueSchema = z.object({ key: z.string().min(1) });

/** Tickets in a Jira-compatible service (Jira Cloud REST API v3, basic auth with an API token). */
export function createJiraTicketing(settings: JiraSettings, clock: () => number = Date.now): Ticketing {
  const baseUrl = settings.url.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${settings.email}:${settings.apiToken}`).toString('base64')}`;
  let cached: { issueTypes: IssueType[]; until: number } | null = null;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    { body, headers = {} }: { body?: string | FormData; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const what = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: authorization, Accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new TicketingUnavailableError(`${what} failed`, { cause });
    }
    if (!response.ok) throw new TicketingUnavailableError(`${what} answered ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new TicketingUnavailableError(`${what} answered an unexpected body`);
    return parsed.data;
  }

  async function uploadAttachments(issueKey: string, attachments: TicketAttachment[]): Promise<void> {
    const form = new FormData();
    for (const attachment of attachments) {
      const data = await readFile(attachment.absolutePath);
      form.append('file', new Blob([data], { type: attachment.contentType }), attachment.fileName);
    }
    // Jira refuses uploads without this header, its guard against cross-site form posts.
    await call('POST', `/rest/api/3/issue/${encodeURIComponent(issueKey)}/attachments`, z.unknown(), {
      body: form,
      headers: { 'X-Atlassian-Token': 'no-check' },
    });
  }

  return {
    async listIssueTypes() {
      if (cached && cached.until > clock()) return cached.issueTypes;
      const page = await call(
        'GET',
        `/rest/api/3/issue/createmeta/${encodeURIComponent(settings.projectKey)}/issuetypes?maxResults=100`,
        issueTypesPageSchema,
      );
      // A sub-task needs a parent issue, which a contact request never has.
      const issueTypes = (page.issueTypes ?? page.values ?? [])
        .filter((type) => !type.subtask)
        .map((type) => ({ Id: type.id, Name: type.name }));
      cached = { issueTypes, until: clock() + ISSUE_TYPES_CACHE_MS };
      return issueTypes;
    },

    async createTicket(ticket) {
      const created = await call('POST', '/rest/api/3/issue', createdIssueSchema, {
        body: JSON.stringify({
          fields: {
            project: { key: settings.projectKey },
            issuetype: { id: ticket.issueTypeId },
            summary: ticket.summary,
            description: toAtlassianDocument(ticket.description),
          },
        }),
        headers: { 'Content-Type': 'application/json' },
      });
      if (ticket.attachments.length === 0) return { key: created.key, attachmentsFailed: false };
      try {
        await uploadAttachments(created.key, ticket.attachments);
        return { key: created.key, attachmentsFailed: false };
      } catch (error) {
        // The issue exists: failing now would make the sender's retry open a second one.
        if (error instanceof TicketingUnavailableError) return { key: created.key, attachmentsFailed: true };
        throw error;
      }
    },
  };
}
