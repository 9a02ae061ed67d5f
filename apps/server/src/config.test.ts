import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with defaults that need nothing installed', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.databaseDir).toMatch(/\/data\/db$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('offers an identity provider once its issuer and client id are set', () => {
    const config = loadConfig({
      GOOGLE_OIDC_ISSUER: 'https://accounts.example.org',
      GOOGLE_OIDC_CLIENT_ID: 'pledgethon',
    });
    expect(config.identityProviders).toEqual([
      { id: 'google', name: 'Google', issuer: 'https://accounts.example.org', clientId: 'pledgethon' },
    ]);
  });

  it('keeps site addresses without a trailing slash, so links never get a double one', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://pledges.example.org/',
      ADMIN_URL: 'https://admin.example.org//',
    });
    expect(config.publicUrl).toBe('https://pledges.example.org');
    expect(config.ADMIN_URL).toBe('https://admin.example.org');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")'],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "70000")',
    ],
    [
      { DATABASE_URL: 'mysql://x@y/z' },
      'Invalid configuration: DATABASE_URL must be a postgres:// connection URL',
    ],
    [{ SEED_DEMO: 'yes' }, "Invalid configuration: SEED_DEMO must be 'auto' or 'never' (got \"yes\")"],
    [
      { DATABASE_URL: 'postgres//admin:hunter2@db' },
      'Invalid configuration: DATABASE_URL must be a postgres:// connection URL',
    ],
    [
      { GOOGLE_OIDC_ISSUER: 'https://accounts.example.org' },
      'Invalid configuration: GOOGLE_OIDC_CLIENT_ID must be set along with GOOGLE_OIDC_ISSUER',
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    const error = (() => {
      try {
        loadConfig(env);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(message);
  });
});
