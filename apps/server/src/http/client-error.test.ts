import { type AddressInfo, connect } from 'node:net';
import { messages } from '@pledgethon/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

/**
 * Sends raw bytes to the listening server and reads its answer until the server closes: inject() never
 * meets the parser. The sending side stays open, as a client's end of input may cut a slow answer short.
 */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(Buffer.from(chunk)));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(request);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    contentType: headers.find((line) => /^content-type:/i.test(line)),
    body: JSON.parse(body),
  };
}

describe('what the HTTP parser refuses is answered in the standard error body', () => {
  const server = useTestApp();
  let port = 0;
  beforeAll(async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as AddressInfo).port;
  });

  it('answers headers over the size limit 431', async () => {
    // Node's default limit on all headers together is 16 KiB.
    const answer = parse(
      await exchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nToken: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/application\/json/);
    expect(answer.body).toEqual({ Success: false, Message: messages.invalidData, Errors: {} });
  });

  it('answers bytes that are not HTTP 400', async () => {
    const answer = parse(await exchange(port, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Success: false, Message: messages.invalidData, Errors: {} });
  });

  it('still answers a request within the limit', async () => {
    const answer = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
