import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type ReceivedAttachment = { issueKey: string; fileName: string; contentType: string; content: string };

export const FAKE_JIRA_PROJECT = 'SUP';
const FAKE_JIRA_EMAIL = 'support-bot@pledgethon.test';
const FAKE_JIRA_TOKEN = 'jira-api-token';

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A Jira-compatible service on loopback speaking the REST API v3 calls the product makes: issue
 * types of one project, issue creation and attachment upload. It keeps what it is sent, and can be
 * switched to answer 503 like a service that is down, or to refuse attachments alone.
 */
export async function startFakeJira() {
  const state = {
    down: false,
    refuseAttachments: false,
    issueTypeRequests: 0,
    issues: [] as { key: string; fields: Record<string, unknown> }[],
    attachments: [] as ReceivedAttachment[],
  };
  const expectedAuthorization = `Basic ${Buffer.from(`${FAKE_JIRA_EMAIL}:${FAKE_JIRA_TOKEN}`).toString('base64')}`;

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const answer = (status: number, payload: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (state.down) return answer(503, { errorMessages: ['Service unavailable'] });
    if (request.headers.authorization !== expectedAuthorization)
      return answer(401, { errorMessages: ['auth'] });

    const url = new URL(request.url ?? '/', 'http://jira.test');
    if (
      request.method === 'GET' &&
      url.pathname === `/rest/api/3/issue/createmeta/${FAKE_JIRA_PROJECT}/issuetypes`
    ) {
      state.issueTypeRequests += 1;
      return answer(200, {
        maxResults: 100,
        startAt: 0,
        total: 3,
        issueTypes: [
          { id: '10001', name: 'Support request', subtask: false },
          { id: '10002', name: 'Bug', subtask: false },
          { id: '10003', name: 'Sub-task', subtask: true },
        ],
      });
    }
    if (request.method === 'POST' && url.pathname === '/rest/api/3/issue') {
      const { fields } = JSON.parse(body.toString('utf8')) as { fields: Record<string, unknown> };
      const key = `${FAKE_JIRA_PROJECT}-${state.issues.length + 1}`;
      state.issues.push({ key, fields });
      return answer(201, {
        id: String(10_100 + state.issues.length),
        key,
        self: `${url.origin}/issue/${key}`,
      });
    }
    const attachmentPath = /^\/rest\/api\/3\/issue\/([^/]+)\/attachments$/.exec(url.pathname);
    if (request.method === 'POST' && attachmentPath?.[1]) {
      if (state.refuseAttachments) return answer(500, { errorMessages: ['Attachment storage full'] });
      if (request.headers['x-atlassian-token'] !== 'no-check')
        return answer(403, { errorMessages: ['XSRF'] });
      const form = await new Response(body, {
        headers: { 'Content-Type': request.headers['content-type'] ?? '' },
      }).formData();
      const issueKey = decodeURIComponent(attachmentPath[1]);
      for (const file of form.getAll('file')) {
        if (typeof file === 'string') continue;
        state.attachments.push({
          issueKey,
          fileName: file.name,
          contentType: file.type,
          content: await file.text(),
        });
      }
      return answer(
        200,
        state.attachments.map((file) => ({ filename: file.fileName })),
      );
    }
    return answer(404, { errorMessages: ['not found'] });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    state,
    env: {
      JIRA_URL: `http://127.0.0.1:${port}`,
      JIRA_EMAIL: FAKE_JIRA_EMAIL,
      JIRA_API_TOKEN: FAKE_JIRA_TOKEN,
      JIRA_PROJECT_KEY: FAKE_JIRA_PROJECT,
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
