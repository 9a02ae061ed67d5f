import { resolve } from 'node:path';
import { parseVideoLink } from '@pledgethon/core';
import { z } from 'zod';
import { trustProxySetting } from './http/trust-proxy';

const port = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection URL' })
  .optional();

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

// "admin.example.org, staff.example.org" -> ['admin.example.org', 'staff.example.org']
const hostList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_HOSTS: hostList,
  ADMIN_URL: httpUrl,
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.email({ error: 'must be an e-mail address' }).default('PledgeThon <no-reply@pledgethon.test>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@pledgethon.test'),
  VIDEO_URL: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || parseVideoLink(value) !== null,
      'must be a YouTube or Vimeo link',
    ),
  SESSION_HOURS: z.coerce.number().int().positive('must be a positive whole number').default(12),
  REMEMBER_ME_DAYS: z.coerce.number().int().positive('must be a positive whole number').default(30),
  TRUST_PROXY: trustProxySetting,
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('pledgethon:'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive('must be a positive whole number').default(30),
  JIRA_URL: httpUrl,
  JIRA_EMAIL: z.string().optional(),
  JIRA_API_TOKEN: z.string().optional(),
  JIRA_PROJECT_KEY: z.string().optional(),
  FACEBOOK_OIDC_ISSUER: httpUrl,
  FACEBOOK_OIDC_CLIENT_ID: z.string().optional(),
  FACEBOOK_OIDC_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OIDC_ISSUER: httpUrl,
  GOOGLE_OIDC_CLIENT_ID: z.string().optional(),
  GOOGLE_OIDC_CLIENT_SECRET: z.string().optional(),
  S3_ENDPOINT: httpUrl,
  S3_BUCKET: z.string().min(1).max(63).optional(),
  S3_REGION: z.string().min(1).max(50).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'never'], { error: "must be 'auto' or 'never'" }).default('auto'),
});

type ConfigValues = z.infer<typeof configSchema>;

/** Every environment variable the server reads; the README's configuration table lists each one. */
export const configVariables = Object.keys(configSchema.shape) as (keyof ConfigValues)[];

/** A sign-in provider the environment configures (OpenID Connect: issuer, client id and secret). */
export type IdentityProviderSettings = {
  id: 'facebook' | 'google';
  name: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
};

export type Config = ConfigValues & {
  /** Absolute folder of the embedded database, under DATA_DIR. */
  databaseDir: string;
  publicUrl: string;
  /** Configured social and identity providers, in the order their buttons show. */
  identityProviders: IdentityProviderSettings[];
};

// Settings that work only together: half a group would fail later, far from its cause.
const settingGroups: { variables: (keyof ConfigValues)[]; required: (keyof ConfigValues)[] }[] = [
  {
    variables: ['JIRA_URL', 'JIRA_EMAIL', 'JIRA_API_TOKEN', 'JIRA_PROJECT_KEY'],
    required: ['JIRA_URL', 'JIRA_EMAIL', 'JIRA_API_TOKEN', 'JIRA_PROJECT_KEY'],
  },
  {
    variables: ['FACEBOOK_OIDC_ISSUER', 'FACEBOOK_OIDC_CLIENT_ID', 'FACEBOOK_OIDC_CLIENT_SECRET'],
    required: ['FACEBOOK_OIDC_ISSUER', 'FACEBOOK_OIDC_CLIENT_ID'],
  },
  {
    variables: ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    required: ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  },
  {
    variables: ['GOOGLE_OIDC_ISSUER', 'GOOGLE_OIDC_CLIENT_ID', 'GOOGLE_OIDC_CLIENT_SECRET'],
    required: ['GOOGLE_OIDC_ISSUER', 'GOOGLE_OIDC_CLIENT_ID'],
  },
];

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

function checkSettingGroups(config: ConfigValues): void {
  for (const group of settingGroups) {
    if (!group.variables.some((name) => config[name] !== undefined)) continue;
    const missing = group.required.filter((name) => config[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${missing.join(', ')} must be set along with ${group.variables.filter((name) => config[name] !== undefined).join(', ')}`,
      );
    }
  }
}

function identityProviders(config: ConfigValues): IdentityProviderSettings[] {
  const candidates = [
    {
      id: 'facebook' as const,
      name: 'Facebook',
      issuer: config.FACEBOOK_OIDC_ISSUER,
      clientId: config.FACEBOOK_OIDC_CLIENT_ID,
      clientSecret: config.FACEBOOK_OIDC_CLIENT_SECRET,
    },
    {
      id: 'google' as const,
      name: 'Google',
      issuer: config.GOOGLE_OIDC_ISSUER,
      clientId: config.GOOGLE_OIDC_CLIENT_ID,
      clientSecret: config.GOOGLE_OIDC_CLIENT_SECRET,
    },
  ];
  return candidates.flatMap(({ issuer, clientId, clientSecret, ...provider }) =>
    issuer && clientId ? [{ ...provider, issuer, clientId, ...(clientSecret ? { clientSecret } : {}) }] : [],
  );
}

// Connection URLs can carry passwords: their values never reach the console.
const secretVariables = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'JIRA_API_TOKEN',
  'FACEBOOK_OIDC_CLIENT_SECRET',
  'GOOGLE_OIDC_CLIENT_SECRET',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad value stops the start with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as it does in most shells and .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const given = secretVariables.has(variable) ? undefined : present[variable];
    throw new ConfigError(
      `Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}${given === undefined ? '' : ` (got "${given}")`}`,
    );
  }
  const config = parsed.data;
  checkSettingGroups(config);
  const dataDir = resolve(config.DATA_DIR);
  return {
    ...config,
    identityProviders: identityProviders(config),
    DATA_DIR: dataDir,
    databaseDir: resolve(dataDir, 'db'),
    // Links are built as `${publicUrl}/path`: a trailing slash would double the slash.
    publicUrl: withoutTrailingSlash(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`),
    ...(config.ADMIN_URL ? { ADMIN_URL: withoutTrailingSlash(config.ADMIN_URL) } : {}),
  };
}
