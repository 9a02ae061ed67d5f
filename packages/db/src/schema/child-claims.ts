import { CONSENT_LANGUAGES } from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { participants } from './participants';
import { users } from './users';

export const CHILD_CLAIM_STATES = ['pending', 'confirmed', 'declined'] as const;
export const childClaimState = pgEnum('child_claim_state', CHILD_CLAIM_STATES);

/**
 * A parent's request to be linked to a child the school already listed under the same name, which the
 * Thon's staff confirm or decline; the parent's choices wait here until then.
 */
export const childClaims = pgTable(
  'child_claims',
  {
    id: uuid().primaryKey().defaultRandom(),
    participantId: uuid()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    parentUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: childClaimState().notNull().default('pending'),
    publicFullName: boolean().notNull(),
    publicPhoto: boolean().notNull(),
    vendorSharing: boolean().notNull(),
    language: text({ enum: CONSENT_LANGUAGES }).notNull(),
    createdAt: createdAt(),
    decidedAt: instant(),
    decidedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('child_claims_participant_idx').on(table.participantId),
    // One open request per parent and child: asking again answers the one already waiting.
    uniqueIndex('child_claims_pending_unique')
      .on(table.participantId, table.parentUserId)
      .where(sql`${table.state} = 'pending'`),
  ],
);
