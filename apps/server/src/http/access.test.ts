import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { declareAccessOfScope, registerAccessRules } from './access';

describe('route access declarations', () => {
  it('refuses to start an app with a route that declares no access', async () => {
    const app = Fastify();
    registerAccessRules(app);
    app.get('/api/Declared', { config: { access: { area: 'open', who: 'anyone' } } }, async () => 'ok');
    app.get('/api/Forgotten', async () => 'ok');
    await expect(app.ready()).rejects.toThrow('GET /api/Forgotten');
    await app.close();
  });

  it('lets a plugin declare the access of the routes it adds without config of ours', async () => {
    const app = Fastify();
    registerAccessRules(app);
    await app.register(async (scope) => {
      declareAccessOfScope(scope, { area: 'open', who: 'anyone' });
      scope.get('/files/logo.png', async () => 'png');
    });
    await app.ready();
    expect(app.declaredRoutes()).toContainEqual({
      method: 'GET',
      url: '/files/logo.png',
      access: { area: 'open', who: 'anyone' },
    });
    await app.close();
  });
});
