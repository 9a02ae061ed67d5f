import { MINIMUM_PLEDGE_CENTS } from '@pledgethon/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey, literal, updatedAt } from './columns';
import { events } from './events';
import { participants } from './participants';
import { users } from './users';

export const PLEDGE_KINDS = ['per_unit', 'flat'] as const;
export type PledgeKind = (typeof PLEDGE_KINDS)[number];
export const pledgeKind = pgEnum('pledge_kind', PLEDGE_KINDS);

export const PLEDGE_STATUSES = ['submitted', 'updated', 'cancelled'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];
export const pledgeStatus = pgEnum('pledge_status', PLEDGE_STATUSES);

/**
 * A donor's promise to a participant, or to the Thon itself (participant null, decision 051): a rate
 * per unit (charged on the results, capped by the event's max units and the donor's own maximum) or a
 * flat amount.
 */
export const pledges = pgTable(
  'pledges',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    participantId: uuid().references(() => participants.id),
    // Null for a guest donor without an account.
    donorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    donorFirstName: text().notNull(),
    donorLastName: text().notNull(),
    donorEmail: text(),
    donorPhone: text(),
    kind: pledgeKind().notNull(),
    rateCents: integer(),
    maxCents: integer(),
    amountCents: integer(),
    status: pledgeStatus().notNull().default('submitted'),
    // Entered by an organiser for money collected by hand; never charged through the provider.
    isOffline: boolean().notNull().default(false),
    idempotencyKey: idempotencyKey(),
    // A hash of the submission, so a key sent again with other details is refused, not answered.
    requestHash: text(),
    // The donor adds the payment processing expense to each charge (decision 052).
    coversFees: boolean().notNull().default(false),
    // The provider that holds the donor's card, and the card saved there to charge after the results.
    paymentProvider: text(),
    savedPaymentMethod: text(),
    // The card given at the form while the provider has not answered whether it saved it: the
    // submission's card step, recorded before the call so that it can be asked again (decision 122).
    cardToSave: text(),
    // The language the donor read the form in: their receipt and every later e-mail speak it (decision 128).
    language: text().notNull().default('en'),
    // What the pledge counts toward raised now (decision 041), kept by the database's triggers from the
    // pledge, its participant's result and the Thon's max units (decision 136); never written by the app.
    countedCents: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('pledges_idempotency_key_unique').on(table.idempotencyKey),
    index('pledges_participant_idx').on(table.participantId),
    // A Thon's pledges, newest first: the dashboard's activity reads one page of it and stops (decision 141).
    index('pledges_event_newest_idx').on(
      table.eventId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('pledges_donor_idx').on(table.donorUserId),
    // A donor's giving statement gathers their pledges by address, whatever its case (decision 137).
    index('pledges_donor_email_idx').on(sql`lower(${table.donorEmail})`),
    index('pledges_card_to_save_idx').on(table.createdAt).where(sql`${table.cardToSave} is not null`),
    check(
      'pledges_per_unit_shape',
      sql`${table.kind} <> 'per_unit' or (${table.rateCents} > 0 and ${table.amountCents} is null)`,
    ),
    check(
      'pledges_flat_shape',
      sql`${table.kind} <> 'flat' or (${table.amountCents} >= ${literal(MINIMUM_PLEDGE_CENTS)} and ${table.rateCents} is null and ${table.maxCents} is null)`,
    ),
    check('pledges_language', sql`${table.language} in ('en', 'es')`),
    // A cap below the minimum transaction could never be charged.
    check(
      'pledges_max_minimum',
      sql`${table.maxCents} is null or ${table.maxCents} >= ${literal(MINIMUM_PLEDGE_CENTS)}`,
    ),
  ],
);

/**
 * The secret links e-mailed to a donor (the receipt, a payment request), each of which changes,
 * cancels or pays the pledge. Only a hash is kept, so the table cannot be read back into links; every
 * message gets its own, so a later message does not break the link of an earlier one.
 */
export const pledgeLinks = pgTable(
  'pledge_links',
  {
    tokenHash: text().primaryKey(),
    pledgeId: uuid()
      .notNull()
      .references(() => pledges.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('pledge_links_pledge_idx').on(table.pledgeId)],
);
