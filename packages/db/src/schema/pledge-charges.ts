import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { events } from './events';
import { payments } from './payments';
import { pledges } from './pledges';

/**
 * pending: the amount is fixed and the provider may be asked (again, under the same key);
 * succeeded: paid, for ever; failed: the provider refused, retried on a schedule or paid through the
 * recovery link under the next attempt's key; not_due: under the $1 minimum, nothing to charge;
 * written_off: the organiser gave up on it.
 */
export const PLEDGE_CHARGE_STATES = ['pending', 'succeeded', 'failed', 'not_due', 'written_off'] as const;
export type PledgeChargeState = (typeof PLEDGE_CHARGE_STATES)[number];
export const pledgeChargeState = pgEnum('pledge_charge_state', PLEDGE_CHARGE_STATES);

/**
 * The one charge of a pledge (decision 053). The unique pledge makes "charged at most once, ever" a
 * fact of the database; the provider is asked under `pledge-charge:{pledge}:{attempt}`, so a crash
 * between asking and recording resumes with the same key, and the provider answers the same charge.
 */
export const pledgeCharges = pgTable(
  'pledge_charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    pledgeId: uuid()
      .notNull()
      .references(() => pledges.id),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    // What the pledge came to when it was charged, before the donor's fee cover.
    pledgeCents: integer().notNull(),
    state: pledgeChargeState().notNull().default('pending'),
    attempt: integer().notNull().default(1),
    // The card this attempt is made with, recorded with the attempt so that it can be resumed as it was
    // asked: the donor's card given at the form or the recovery link; null for the pledge's saved card,
    // charged without the donor (decision 119).
    paymentMethod: text(),
    failure: text(),
    nextRetryAt: instant(),
    paymentId: uuid().references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('pledge_charges_pledge_unique').on(table.pledgeId),
    // In id order within a Thon's state: charging walks its pending charges in pages from the last id,
    // so each page reads its own rows instead of sorting every pending charge left.
    index('pledge_charges_event_state_id_idx').on(table.eventId, table.state, table.id),
    index('pledge_charges_retry_idx').on(table.nextRetryAt).where(sql`${table.state} = 'failed'`),
    index('pledge_charges_pending_since_idx').on(table.updatedAt).where(sql`${table.state} = 'pending'`),
    // The charge of a payment, looked up for each charge the transfers worker splits (decision 150).
    index('pledge_charges_payment_idx').on(table.paymentId),
    check('pledge_charges_amount', sql`${table.pledgeCents} >= 0`),
    check('pledge_charges_attempt', sql`${table.attempt} >= 1`),
    check(
      'pledge_charges_paid_has_payment',
      sql`${table.state} <> 'succeeded' or ${table.paymentId} is not null`,
    ),
  ],
);
