import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idempotencyKey, updatedAt } from './columns';
import { payments } from './payments';
import { pledges } from './pledges';

/**
 * requested: written before the provider is asked, so a retry asks again under the same key;
 * refunded: the provider gave the money back and the pledge's new terms are applied;
 * failed: the provider refused, the pledge keeps its terms (the compensation).
 */
export const PLEDGE_REFUND_STATES = ['requested', 'refunded', 'failed'] as const;
export type PledgeRefundState = (typeof PLEDGE_REFUND_STATES)[number];
export const pledgeRefundState = pgEnum('pledge_refund_state', PLEDGE_REFUND_STATES);

/**
 * A donor's change or cancellation of a flat gift already paid, in recorded steps (decision 065): the
 * request with the terms it leads to, the provider's refund under `pledge-refund:{pledge}:{n}`, then
 * the terms. At most one open request per pledge.
 */
export const pledgeRefunds = pgTable(
  'pledge_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    pledgeId: uuid()
      .notNull()
      .references(() => pledges.id),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    amountCents: integer().notNull(),
    // The gift's terms once refunded; a null amount cancels the gift.
    newAmountCents: integer(),
    newCoversFees: boolean().notNull(),
    state: pledgeRefundState().notNull().default('requested'),
    idempotencyKey: idempotencyKey(),
    providerReference: text(),
    failure: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('pledge_refunds_idempotency_key_unique').on(table.idempotencyKey),
    index('pledge_refunds_pledge_idx').on(table.pledgeId),
    uniqueIndex('pledge_refunds_one_open_idx').on(table.pledgeId).where(sql`${table.state} = 'requested'`),
    check('pledge_refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
