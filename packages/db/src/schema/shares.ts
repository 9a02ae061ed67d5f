import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
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
