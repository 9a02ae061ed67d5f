import { boolean, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * Every credentials sign-in attempt, kept for the failed-attempt limit per account. Keyed by the
 * lower-cased username as typed, so attempts on unknown accounts are limited the same way.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    succeeded: boolean().notNull(),
    ip: text(),
    createdAt: createdAt(),
  },
  (table) => [index('login_attempts_username_time_idx').on(table.username, table.createdAt)],
);

/** A captcha shown to an anonymous sender: only the answer's hash is kept, and it works once. */
export const captchaChallenges = pgTable('captcha_challenges', {
  id: uuid().primaryKey().defaultRandom(),
  answerHash: text().notNull(),
  createdAt: createdAt(),
  expiresAt: instant().notNull(),
  usedAt: instant(),
});

/** A social sign-in under way: what the provider's answer must match (state, nonce, PKCE verifier). */
export const oauthFlows = pgTable(
  'oauth_flows',
  {
    id: uuid().primaryKey().defaultRandom(),
    stateHash: text().notNull(),
    loginProvider: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    redirect: text(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (table) => [unique('oauth_flows_state_hash_unique').on(table.stateHash)],
);

/**
 * A provider identity the server has verified, waiting for the browser to sign in or sign up with
 * it. The spec's OAuth calls name this ticket instead of trusting a username or e-mail sent by the
 * browser.
 */
export const oauthTickets = pgTable(
  'oauth_tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketHash: text().notNull(),
    loginProvider: text().notNull(),
    providerKey: text().notNull(),
    email: text(),
    firstName: text(),
    lastName: text(),
    avatarUrl: text(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (table) => [unique('oauth_tickets_ticket_hash_unique').on(table.ticketHash)],
);
