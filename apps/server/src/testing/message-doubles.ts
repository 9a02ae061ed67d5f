import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; data: string };

/** The value of one header of a received message (headers may be folded over several lines). */
export function headerOf(data: string, name: string): string | undefined {
  const head = data.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const line = head.split(/\r?\n/).find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * A real SMTP server on loopback that keeps what it is sent. Addresses in `reject` are refused with
 * 550, as a mail server refuses a mailbox that does not exist.
 */
export async function startMailbox({ reject = new Set<string>() }: { reject?: Set<string> } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (reject.has(address.address.toLowerCase())) {
        const refusal = Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A sender that dies mid-conversation (a killed server process) resets its connection, which the
  // server reports as an error; a real mail server carries on, and so does this one.
  server.on('error', () => {});
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type ReceivedText = { sid: string; to: string; from: string; body: string; at: Date };

/**
 * A stand-in for Twilio's Messages REST resource on loopback: it checks Basic authentication, keeps
 * each text it accepts, and lists them filtered by To as Twilio does.
 */
export async function startTextProvider({
  accountSid = 'AC0123456789abcdef0123456789abcdef',
  authToken = 'test-auth-token',
} = {}) {
  const received: ReceivedText[] = [];
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== expected)
        return answer(401, { code: 20003, message: 'Authenticate' });
      if (url.pathname !== path) return answer(404, { code: 20404, message: 'Not found' });
      if (request.method === 'POST') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const text = {
          sid: `SM${received.length.toString(16).padStart(32, '0')}`,
          to: form.get('To') ?? '',
          from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
          body: form.get('Body') ?? '',
          at: new Date(),
        };
        received.push(text);
        return answer(201, { sid: text.sid, status: 'queued', to: text.to, body: text.body });
      }
      const to = url.searchParams.get('To');
      const messages = received
        .filter((text) => to === null || text.to === to)
        .map((text) => ({
          sid: text.sid,
          to: text.to,
          body: text.body,
          direction: 'outbound-api',
          date_created: text.at.toUTCString(),
        }));
      return answer(200, { messages });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    received,
    env: {
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${port}`,
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Polls until `read` answers something, or fails after the timeout. */
export async function waitFor<T>(
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
