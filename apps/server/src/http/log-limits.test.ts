import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { logLimits, MAX_LOGGED_CHARS } from './log-limits';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

describe('what the logs keep of a request', () => {
  const server = useTestApp({ logger: pino({ ...logLimits, level: 'info' }, sink) });

  it('caps a huge URL and error text, and never writes a token', async () => {
    lines.length = 0;
    const resetToken = 'R3set-t0ken-that-must-stay-secret';
    const huge = 'x'.repeat(20_000);
    await server.app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}&note=${huge}` });
    await server.app.inject({
      method: 'POST',
      url: '/authentication/login',
      headers: { token: resetToken, 'content-type': 'application/json' },
      payload: `{"Username": "${huge}", `,
    });
    server.app.log.info({ body: { Password: resetToken, Notes: huge } }, huge);

    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(line).not.toContain(resetToken);
      expect(line.length).toBeLessThan(6 * MAX_LOGGED_CHARS);
    }
  });
});
