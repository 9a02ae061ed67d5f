import { randomUUID } from 'node:crypto';
import { chargeSplit, processingFeeCents } from '@pledgethon/core';
import { and, type Database, eq, schema } from '@pledgethon/db';
import { createPledge } from '@pledgethon/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../apps/server/src/config';
import { recordSplit } from '../apps/server/src/features/connect/charge-splits.queries';
import { splitCharges, transferKey } from '../apps/server/src/features/connect/split-charges';
import { recordPaid } from '../apps/server/src/features/payment-states/charge-moves.queries';
import {
  recordAttemptMade,
  recordAttemptRefused,
} from '../apps/server/src/features/payment-states/transfer-moves.queries';
import { localPaymentAccounts } from '../apps/server/src/integrations/payments/local-payment-accounts';

/** What a test's Thon is given: a franchise (of this own account) and the provider's reason. */
export type RefusedCommissionRecipe = { franchiseeEmail: string; reason: string };

const GIFT_CENTS = 10_000;

/** A test provider's account that takes charges, for an organisation or a franchise. */
async function readyAccount(db: Database, owner: { organizationId: string } | { franchiseeId: string }) {
  const accountId = `local_acct_e2e_${randomUUID().slice(0, 8)}`;
  await db.insert(schema.connectedAccounts).values({
    accountId,
    provider: 'local',
    ...owner,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
  });
  return accountId;
}

/**
 * Gives the Thon the franchise of the own account named, both connected to test accounts that take
 * charges, and a $100 card gift to its first participant split at the provider: the school's share
 * transferred, the franchise's $20.00 commission refused for `reason`, as Stripe refuses a transfer
 * to an account that cannot receive one (decision 143). All in one transaction, through the moves the
 * transfers worker makes, so the worker never sees it half done.
 */
export async function giveRefusedCommission(
  { db, config }: { db: Database; config: Config },
  thon: { eventId: string; organizationId: string; participant: { id: string; eventId: string } },
  { franchiseeEmail, reason }: RefusedCommissionRecipe,
): Promise<void> {
  const [grant] = await db
    .select({ franchiseeId: schema.userRoles.franchiseeId })
    .from(schema.userRoles)
    .innerJoin(schema.users, eq(schema.users.id, schema.userRoles.userId))
    .where(and(eq(schema.users.email, franchiseeEmail), eq(schema.userRoles.role, 'franchisee_user')));
  const franchiseeId = grant?.franchiseeId;
  if (!franchiseeId) throw new Error(`${franchiseeEmail} runs no franchise`);
  const franchiseAccount = await readyAccount(db, { franchiseeId });
  await db
    .update(schema.franchisees)
    .set({ connectedAccountId: franchiseAccount })
    .where(eq(schema.franchisees.id, franchiseeId));
  const schoolAccount = await readyAccount(db, { organizationId: thon.organizationId });
  await db
    .update(schema.events)
    .set({ franchiseeId, paymentAccountId: schoolAccount })
    .where(eq(schema.events.id, thon.eventId));

  const pledge = await createPledge(db, thon.participant, { amountCents: GIFT_CENTS });
  const reference = `test_ch_e2e_${randomUUID()}`;
  const fee = processingFeeCents(GIFT_CENTS);
  await db.transaction(async (tx) => {
    const [charge] = await tx
      .insert(schema.pledgeCharges)
      .values({ pledgeId: pledge.id, eventId: thon.eventId, pledgeCents: GIFT_CENTS })
      .returning();
    if (!charge) throw new Error('no charge was written');
    const answer = {
      chargedCents: GIFT_CENTS,
      processingFeeCents: fee,
      reference,
      status: 'succeeded' as const,
    };
    await recordPaid(
      tx,
      [{ charge: { ...charge, participantId: thon.participant.id }, provider: 'test', ...answer }],
      {
        platformFeeBasisPoints: config.PLATFORM_FEE_BASIS_POINTS,
      },
    );
    const [payment] = await tx
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .where(eq(schema.payments.providerReference, reference));
    const paymentId = payment?.id ?? '';
    const split = chargeSplit({
      chargedCents: GIFT_CENTS,
      pledgedCents: GIFT_CENTS,
      processingFeeCents: fee,
      commissionBasisPoints: 2_000,
      platformFeeBasisPoints: config.PLATFORM_FEE_BASIS_POINTS,
    });
    await recordSplit(
      tx,
      { paymentId, sourceTransaction: reference, transferGroup: `thon:${thon.eventId}`, ...split },
      [
        {
          share: 'school',
          destination: schoolAccount,
          amountCents: split.schoolCents,
          idempotencyKey: transferKey(paymentId, 'school'),
        },
        {
          share: 'commission',
          destination: franchiseAccount,
          amountCents: split.commissionCents,
          idempotencyKey: transferKey(paymentId, 'commission'),
        },
      ],
    );
    const transfers = await tx
      .select()
      .from(schema.chargeTransfers)
      .where(eq(schema.chargeTransfers.paymentId, paymentId));
    for (const transfer of transfers) {
      const attempt = { of: 'transfer' as const, id: transfer.id };
      if (transfer.share === 'commission') await recordAttemptRefused(tx, { ...attempt, refusal: reason });
      else await recordAttemptMade(tx, { ...attempt, reference: `local_tr_e2e_${transfer.id.slice(0, 8)}` });
    }
  });
}

/** The transfers worker's run, now, as it runs every minute, so a test need not wait for the minute. */
export function runChargeTransfers(
  { db, config }: { db: Database; config: Config },
  log: FastifyBaseLogger,
): Promise<void> {
  return splitCharges({
    db,
    accounts: localPaymentAccounts,
    paymentProvider: 'test',
    platformFeeBasisPoints: config.PLATFORM_FEE_BASIS_POINTS,
    log,
  });
}
