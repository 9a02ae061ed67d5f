import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config';

/** The variables named in the first column of the README's configuration table. */
function documentedVariables(): string[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1] ?? '');
}

describe('configuration', () => {
  it('is documented in the README, every setting the server reads and nothing else', () => {
    expect(documentedVariables().sort()).toEqual([...configVariables].sort());
  });

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

  it.each([
    [undefined, false],
    ['2', 2],
    ['10.0.0.5, 10.1.0.0/16,fd00::/8', ['10.0.0.5', '10.1.0.0/16', 'fd00::/8']],
  ])('reads TRUST_PROXY %s as %o', (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(trustProxy);
  });

  it.each(['0', 'yes', '10.0.0.5/33', '10.0.0.5,', 'proxy.example.org', '-1'])(
    'refuses TRUST_PROXY %s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `Invalid configuration: TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges (got "${value}")`,
      );
    },
  );

  it('lets several processes start once their images are kept where all of them read', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.org',
      S3_BUCKET: 'images',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ SERVER_PROCESSES: '3', ...s3 }).SERVER_PROCESSES).toBe(3);
    expect(loadConfig({ SERVER_PROCESSES: '3', IMAGES_DIR: '/mnt/shared' }).imagesDir).toBe('/mnt/shared');
    expect(
      loadConfig({ REDIS_URL: 'redis://cache:6379', IMAGES_DIR: '/mnt/shared' }).REDIS_URL,
    ).toBeDefined();
    expect(loadConfig({ DATA_DIR: '/srv/pledgethon' }).imagesDir).toBe('/srv/pledgethon');
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
      { REDIS_URL: 'http://:hunter2@cache:6379' },
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL',
    ],
    [
      { DATABASE_URL: 'postgres//admin:hunter2@db' },
      'Invalid configuration: DATABASE_URL must be a postgres:// connection URL',
    ],
    [
      { GOOGLE_OIDC_ISSUER: 'https://accounts.example.org' },
      'Invalid configuration: GOOGLE_OIDC_CLIENT_ID must be set along with GOOGLE_OIDC_ISSUER',
    ],
    [
      { SERVER_PROCESSES: '2' },
      'Invalid configuration: SERVER_PROCESSES is 2, so several server processes share the work; set S3_ENDPOINT (with S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) or IMAGES_DIR to a folder every process mounts, or an image uploaded to one is missing on the others',
    ],
    [
      { REDIS_URL: 'redis://cache:6379' },
      'Invalid configuration: REDIS_URL is set, so several server processes share the work; set S3_ENDPOINT (with S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) or IMAGES_DIR to a folder every process mounts, or an image uploaded to one is missing on the others',
    ],
    [
      { DATABASE_START_SECONDS: '0' },
      'Invalid configuration: DATABASE_START_SECONDS must be a whole number of seconds between 1 and 3600 (got "0")',
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
