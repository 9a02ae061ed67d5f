import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const server = useTestApp({ logger });
  const linesOf = (requestId: unknown) => lines.filter((line) => line.reqId === requestId);

  it('writes one line per request with what was asked and answered', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here?page=2' });
    expect(linesOf(response.headers['x-request-id'])).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        url: '/api/nothing-here?page=2',
        statusCode: 404,
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('keeps health checks out of the info log', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(linesOf(response.headers['x-request-id'])).toEqual([]);
  });
});
