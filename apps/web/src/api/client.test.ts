// @vitest-environment happy-dom
import { messages } from '@pledgethon/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubLocalStorage } from '../testing/stub-local-storage';
import { AppError } from './app-error';
import { apiRequest } from './client';
import { saveSession } from './session';

type FetchCall = { url: string; init: RequestInit };

let calls: FetchCall[];

function answerWith(response: () => Response): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
}

function sentHeaders(): Headers {
  const call = calls[0];
  if (!call) throw new Error('fetch was not called');
  return new Headers(call.init.headers);
}

async function failureOf(request: Promise<unknown>): Promise<AppError> {
  const error = await request.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeEach(() => {
  calls = [];
  stubLocalStorage();
  // A zone other than the machine's usual UTC, so the header shows it is the browser's own.
  vi.stubEnv('TZ', 'America/Chicago');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('apiRequest headers', () => {
  it('sends Token, UserId and the IANA TimeZoneName when signed in', async () => {
    saveSession({ token: 'tok-123', userId: '42' });
    answerWith(() => Response.json({ ok: true }));

    await apiRequest('GET', '/api/LandingPage/GetLandingPages');

    expect(calls[0]?.url).toBe('/api/LandingPage/GetLandingPages');
    expect(calls[0]?.init.method).toBe('GET');
    const headers = sentHeaders();
    expect(headers.get('Token')).toBe('tok-123');
    expect(headers.get('UserId')).toBe('42');
    expect(headers.get('TimeZoneName')).toBe('America/Chicago');
    expect(headers.get('TimeZoneName')).toMatch(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/);
  });

  it('omits Token and UserId when signed out but still sends TimeZoneName', async () => {
    answerWith(() => Response.json({ ok: true }));

    await apiRequest('GET', '/api/health');

    const headers = sentHeaders();
    expect(headers.has('Token')).toBe(false);
    expect(headers.has('UserId')).toBe(false);
    expect(headers.get('TimeZoneName')).toBe('America/Chicago');
  });

  it('sends the token alone for an access-code session without a user account', async () => {
    saveSession({ token: 'tok-456', userId: null });
    answerWith(() => Response.json({ ok: true }));

    await apiRequest('GET', '/api/Session/Current');

    const headers = sentHeaders();
    expect(headers.get('Token')).toBe('tok-456');
    expect(headers.has('UserId')).toBe(false);
  });
});

describe('apiRequest bodies', () => {
  it('sends a plain object as JSON', async () => {
    answerWith(() => Response.json(42));

    await apiRequest('POST', '/api/EventCode', { body: { EventCode: 'RUN24' } });

    expect(calls[0]?.init.body).toBe('{"EventCode":"RUN24"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('passes FormData through so the browser sets the multipart boundary', async () => {
    answerWith(() => Response.json('uploaded'));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'photo.png');

    await apiRequest('POST', '/LandingPageImage/ImageUpload', { body: form });

    expect(calls[0]?.init.body).toBe(form);
    expect(sentHeaders().has('Content-Type')).toBe(false);
  });

  it('returns undefined for an empty success response', async () => {
    answerWith(() => new Response(null, { status: 204 }));

    await expect(apiRequest('DELETE', '/api/LandingPage/DeleteLandingPage/3')).resolves.toBeUndefined();
  });
});

describe('apiRequest responses', () => {
  const landingPageSchema = z.object({ Url: z.string() });

  it('returns the body checked by the schema', async () => {
    answerWith(() => Response.json({ Url: 'fun-run', Extra: 1 }));

    await expect(
      apiRequest('GET', '/api/LandingPage/GetLandingPages', { schema: landingPageSchema }),
    ).resolves.toEqual({
      Url: 'fun-run',
    });
  });

  it('rejects a success body that does not match the schema with the generic text', async () => {
    answerWith(() => Response.json({ Link: 'fun-run' }));

    const error = await failureOf(
      apiRequest('GET', '/api/LandingPage/GetLandingPages', { schema: landingPageSchema }),
    );
    expect(error.message).toBe(messages.unexpectedError);
  });

  it('rejects a success response that is not JSON with the generic text', async () => {
    answerWith(() => new Response('<!doctype html><title>PledgeThon</title>', { status: 200 }));

    const error = await failureOf(apiRequest('GET', '/api/LandingPage/Misspelt'));
    expect(error.message).toBe(messages.unexpectedError);
  });
});

describe('apiRequest errors', () => {
  it('turns the error body into an AppError with its Message and Errors', async () => {
    answerWith(() =>
      Response.json(
        {
          Success: false,
          Message: 'Please review the required fields.',
          Errors: { Url: 'URL already exists. Please try another.' },
        },
        { status: 400 },
      ),
    );

    const error = await failureOf(apiRequest('POST', '/api/LandingPage/AddLandingPage', { body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please review the required fields.');
    expect(error.fieldErrors).toEqual({ Url: 'URL already exists. Please try another.' });
  });

  it('gives the generic text for an error response that is not JSON', async () => {
    answerWith(() => new Response('<html>Bad Gateway</html>', { status: 502 }));

    const error = await failureOf(apiRequest('GET', '/api/LandingPage/GetLandingPages'));
    expect(error.status).toBe(502);
    expect(error.message).toBe(messages.unexpectedError);
    expect(error.fieldErrors).toEqual({});
  });

  it('gives the generic text for JSON that is not the error body', async () => {
    answerWith(() => Response.json({ error: 'boom' }, { status: 500 }));

    const error = await failureOf(apiRequest('GET', '/api/LandingPage/GetLandingPages'));
    expect(error.message).toBe(messages.unexpectedError);
  });

  it('gives the generic text and status 0 when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });

    const error = await failureOf(apiRequest('GET', '/api/LandingPage/GetLandingPages'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(messages.unexpectedError);
  });
});
