import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../testing/test-app';
import { AppError } from './app-error';

const anyone = { access: { area: 'open', who: 'anyone' } } as const;

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Probe/Echo',
    {
      config: anyone,
      schema: {
        body: z.object({ Username: z.string().min(1, messages.enterUsername), Goal: z.number().int() }),
      },
    },
    async (request) => request.body,
  );
  app.get('/api/Probe/Conflict', { config: anyone }, async () => {
    throw new AppError('conflict', messages.emailAlreadyExists, { Email: messages.emailAlreadyExists });
  });
  app.get('/api/Probe/Crash', { config: anyone }, async () => {
    throw new Error('database password is hunter2');
  });
};

describe('error answers', () => {
  const server = useTestApp();
  beforeAll(async () => {
    await server.app.register(probeRoutes);
  });

  it('names each invalid field and gives the overall required-fields text', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Probe/Echo',
      payload: { Username: '', Goal: 'lots' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.Success).toBe(false);
    expect(body.Message).toBe(messages.reviewRequiredFields);
    expect(body.Errors.Username).toBe(messages.enterUsername);
    expect(Object.keys(body.Errors)).toContain('Goal');
  });

  it('answers a deliberate failure with its status and the spec text', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/Probe/Conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      Success: false,
      Message: messages.emailAlreadyExists,
      Errors: { Email: messages.emailAlreadyExists },
    });
  });

  it('hides an unexpected failure behind a generic text and a request id', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/Probe/Crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ Success: false, Message: messages.unexpectedError, Errors: {} });
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON as invalid data', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Probe/Echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"Username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(messages.invalidData);
  });

  it.each(['/api/Probe/Conflict%', '/api/participants/IsLoggedInUserIsTeacher/%E0%A4%A'])(
    'answers the path %s, which does not decode, as invalid data',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Success: false, Message: messages.invalidData, Errors: {} });
    },
  );
});
