import { resolve } from 'node:path';
import { GUEST_SHARES_PER_PLEDGE_PER_DAY, parseVideoLink } from '@pledgethon/core';
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
  // A database server still starting (a container started alongside) is waited for this long (decision 118).
  DATABASE_START_SECONDS: z.coerce
    .number()
    .int()
    .min(1, 'must be a whole number of seconds between 1 and 3600')
    .max(3600, 'must be a whole number of seconds between 1 and 3600')
    .default(30),
  SERVER_PROCESSES: z.coerce
    .number()
    .int()
    .min(1, 'must be a whole number between 1 and 1000')
    .max(1000, 'must be a whole number between 1 and 1000')
    .default(1),
  IMAGES_DIR: z.string().min(1).max(4096).optional(),
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
  // The pledge form's card calls, each counted on its own (decision 105).
  PLEDGE_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive('must be a positive whole number')
    .default(30),
  PLEDGE_RATE_LIMIT_PER_THON_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive('must be a positive whole number')
    .default(120),
  PLEDGE_DECLINES_PER_ADDRESS_BEFORE_CAPTCHA: z.coerce
    .number()
    .int()
    .positive('must be a positive whole number')
    .default(3),
  PLEDGE_DECLINES_PER_THON_BEFORE_CAPTCHA: z.coerce
    .number()
    .int()
    .positive('must be a positive whole number')
    .default(30),
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
  SHARE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive('must be a positive whole number').default(10),
  // Per person and call, against one account keeping the image and import workers busy (decision 106).
  IMAGE_UPLOADS_PER_HOUR: z.coerce.number().int().positive('must be a positive whole number').default(120),
  ROSTER_UPLOADS_PER_HOUR: z.coerce.number().int().positive('must be a positive whole number').default(30),
  GUEST_SHARE_RATE_LIMIT_PER_DAY: z.coerce
    .number()
    .int()
    .positive('must be a positive whole number')
    .default(GUEST_SHARES_PER_PLEDGE_PER_DAY),
  GOOGLE_CONTACTS_CLIENT_ID: z.string().optional(),
  GOOGLE_CONTACTS_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CONTACTS_AUTHORIZE_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_CONTACTS_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_CONTACTS_API_URL: httpUrl.default('https://people.googleapis.com/v1/people/me/connections'),
  YAHOO_CONTACTS_CLIENT_ID: z.string().optional(),
  YAHOO_CONTACTS_CLIENT_SECRET: z.string().optional(),
  YAHOO_CONTACTS_AUTHORIZE_URL: httpUrl.default('https://api.login.yahoo.com/oauth2/request_auth'),
  YAHOO_CONTACTS_TOKEN_URL: httpUrl.default('https://api.login.yahoo.com/oauth2/get_token'),
  YAHOO_CONTACTS_API_URL: httpUrl.default('https://social.yahooapis.com/v1/user/me/contacts'),
  S3_ENDPOINT: httpUrl,
  S3_BUCKET: z.string().min(1).max(63).optional(),
  S3_REGION: z.string().min(1).max(50).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9_]{8,}$/, 'must be a Stripe publishable key (pk_test_…, pk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  // The signing secret of the endpoint that listens to events on connected accounts (`account.updated`):
  // Stripe sends those through an endpoint of their own (decision 135).
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  // The platform's own share of each pledge, kept at the provider when a charge is split (0 unless set).
  PLATFORM_FEE_BASIS_POINTS: z.coerce
    .number({ error: 'must be a whole number of basis points between 0 and 4000' })
    .int('must be a whole number of basis points between 0 and 4000')
    .min(0, 'must be a whole number of basis points between 0 and 4000')
    .max(4000, 'must be a whole number of basis points between 0 and 4000')
    .default(0),
  TWILIO_ACCOUNT_SID: z.string().min(1).max(64).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).max(128).optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
      'must be a number in E.164 (+15551234567) or a Messaging Service SID',
    )
    .optional(),
  TWILIO_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.twilio.com'),
  // How long a delivery worker holds a message it is sending before another may take it (decision 095).
  DELIVERY_CLAIM_SECONDS: z.coerce.number().int().min(2, 'must be at least 2 seconds').default(60),
  SEED_DEMO: z.enum(['auto', 'never'], { error: "must be 'auto' or 'never'" }).default('auto'),
});

type ConfigValues = z.infer<typeof configSchema>;

/** Every environment variable the server reads; the README's configuration table lists each one. */
export const configVariables = Object.keys(configSchema.shape) as (keyof ConfigValues)[];

/** A sign-in provider the environment configures (OpenID Connect: issuer, client id and secret). */
type IdentityProviderSettings = {
  id: 'facebook' | 'google';
  name: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
};

export type Config = ConfigValues & {
  /** Absolute folder of the embedded database, under DATA_DIR. */
  databaseDir: string;
  /** Absolute folder of uploaded images kept on disk: IMAGES_DIR, else DATA_DIR. */
  imagesDir: string;
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
    variables: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
    required: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  {
    variables: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    required: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  },
  {
    variables: ['GOOGLE_OIDC_ISSUER', 'GOOGLE_OIDC_CLIENT_ID', 'GOOGLE_OIDC_CLIENT_SECRET'],
    required: ['GOOGLE_OIDC_ISSUER', 'GOOGLE_OIDC_CLIENT_ID'],
  },
  // Contact import exchanges the code on the server, so it needs the secret as well as the id.
  {
    variables: ['GOOGLE_CONTACTS_CLIENT_ID', 'GOOGLE_CONTACTS_CLIENT_SECRET'],
    required: ['GOOGLE_CONTACTS_CLIENT_ID', 'GOOGLE_CONTACTS_CLIENT_SECRET'],
  },
  {
    variables: ['YAHOO_CONTACTS_CLIENT_ID', 'YAHOO_CONTACTS_CLIENT_SECRET'],
    required: ['YAHOO_CONTACTS_CLIENT_ID', 'YAHOO_CONTACTS_CLIENT_SECRET'],
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

export const usesS3 = (config: ConfigValues): boolean =>
  Boolean(config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY);

/**
 * Several processes each keeping images on their own disk would answer 404 for what another stored:
 * they need the object store or one folder they all mount. Redis is set only to share counts between
 * processes, so it says there are several as SERVER_PROCESSES does.
 */
function checkSharedImages(config: ConfigValues): void {
  const several = config.SERVER_PROCESSES > 1 || config.REDIS_URL !== undefined;
  if (!several || usesS3(config) || config.IMAGES_DIR !== undefined) return;
  const why =
    config.SERVER_PROCESSES > 1 ? `SERVER_PROCESSES is ${config.SERVER_PROCESSES}` : 'REDIS_URL is set';
  throw new ConfigError(
    `Invalid configuration: ${why}, so several server processes share the work; set S3_ENDPOINT (with S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) or IMAGES_DIR to a folder every process mounts, or an image uploaded to one is missing on the others`,
  );
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
  'GOOGLE_CONTACTS_CLIENT_SECRET',
  'YAHOO_CONTACTS_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'TWILIO_AUTH_TOKEN',
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
  checkSharedImages(config);
  const dataDir = resolve(config.DATA_DIR);
  return {
    ...config,
    identityProviders: identityProviders(config),
    DATA_DIR: dataDir,
    databaseDir: resolve(dataDir, 'db'),
    imagesDir: config.IMAGES_DIR === undefined ? dataDir : resolve(config.IMAGES_DIR),
    // Links are built as `${publicUrl}/path`: a trailing slash would double the slash.
    publicUrl: withoutTrailingSlash(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`),
    ...(config.ADMIN_URL ? { ADMIN_URL: withoutTrailingSlash(config.ADMIN_URL) } : {}),
  };
}
