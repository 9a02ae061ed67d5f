import { healthResponseSchema } from '@pledgethon/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  const server = useTestApp();

  it('reports the database and the job queue as working', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.Status).toBe('ok');
    expect(body.Database).toEqual({ Status: 'ok', Engine: server.database.kind });
    expect(body.JobQueue.Status).toBe('ok');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/health with the job queue stopped', () => {
  // Its own app: stopping the queue of the shared one would fail whichever test runs after this.
  const server = useTestApp();

  it('says degraded with 503', async () => {
    await server.jobs.stop();
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ Status: 'degraded', JobQueue: { Status: 'unavailable' } });
  });
});
