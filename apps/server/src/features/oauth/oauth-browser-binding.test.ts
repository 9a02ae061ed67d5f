import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { readBrowserBinding, setBrowserBinding } from './oauth-browser-binding';

/** A bare server that sets the binding on one path and echoes what it reads on another. */
function bindingServer(publicUrl: string) {
  const app = Fastify();
  app.get('/set', (_request, reply) => {
    setBrowserBinding(reply, { publicUrl } as Config, 'binding-value');
    return '';
  });
  app.get('/read', (request) => ({ binding: readBrowserBinding(request) }));
  return app;
}

describe('the browser binding cookie', () => {
  it('is Secure only when the site is served over https', async () => {
    const secure = await bindingServer('https://pledgethon.test').inject('/set');
    expect(secure.headers['set-cookie']).toBe(
      'pledgethon_oauth=binding-value; Max-Age=1200; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    const plain = await bindingServer('http://localhost:3000').inject('/set');
    expect(plain.headers['set-cookie']).toBe(
      'pledgethon_oauth=binding-value; Max-Age=1200; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('is read back by its whole name from among other cookies, and an empty one binds nothing', async () => {
    const app = bindingServer('http://localhost:3000');
    const read = async (cookie: string) =>
      (await app.inject({ url: '/read', headers: { cookie } })).json<{ binding: string | null }>().binding;
    expect(await read('a=1; pledgethon_oauth=abc=; b=2')).toBe('abc=');
    expect(await read('xpledgethon_oauth=abc')).toBeNull();
    expect(await read('pledgethon_oauth=')).toBeNull();
    expect(await read('')).toBeNull();
  });
});
