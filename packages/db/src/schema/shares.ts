import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { participants } from './participants';
import { users } from './users';

export const SHARE_CHANNELS = ['email', 'sms', 'social'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];
export const shareChannel = pgEnum('share_channel', SHARE_CHANNELS);

/** One act of sharing a participant's page; the share counter is the sum of recipient counts. */
export const shares = pgTable(
  'shares',
  {
    id: uuid().primaryKey().defaultRandom(),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    sharedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    channel: shareChannel().notNull(),
    // A social post reaches an unknown audience and counts as one.
    recipientCount: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('shares_participant_idx').on(table.participantId),
    check('shares_recipient_count_positive', sql`${table.recipientCount} > 0`),
  ],
);

/** Who was invited for a participant, so the same address is not invited twice. */
export const shareRecipients = pgTable(
  'share_recipients',
  {
    id: uuid().primaryKey().defaultRandom(),
    shareId: uuid()
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    // An e-mail address in lower case, or a phone number as its 10 digits.
    address: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('share_recipients_participant_address_unique').on(table.participantId, table.address),
    index('share_recipients_share_idx').on(table.shareId),
  ],
);

export const CONTACT_IMPORT_PROVIDERS = ['google', 'yahoo'] as const;
export const contactImportProvider = pgEnum('contact_import_provider', CONTACT_IMPORT_PROVIDERS);

/**
 * A pop-up sign-in to a web-mail address book under way: the state the provider echoes (kept as its
 * hash), the PKCE verifier, and the user it belongs to. Used once, within minutes.
 */
export const contactImportFlows = pgTable(
  'contact_import_flows',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: contactImportProvider().notNull(),
    stateHash: text().notNull(),
    codeVerifier: text().notNull(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (table) => [
    unique('contact_import_flows_state_hash_unique').on(table.stateHash),
    index('contact_import_flows_expires_idx').on(table.expiresAt),
  ],
);
