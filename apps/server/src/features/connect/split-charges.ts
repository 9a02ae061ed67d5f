import { chargeSplit } from '@pledgethon/core';
import type { Database, Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { type PaymentAccounts, TransferRefused } from '../../integrations/payments/payment-accounts.types';
import { ledgerProviderFee } from '../payment-states/ledger-entries.queries';
import { recordAttemptMade, recordAttemptRefused } from '../payment-states/transfer-moves.queries';
import {
  listOwedCommissions,
  listPaymentsToSplit,
  listPendingTransfers,
  type PaymentToSplit,
  recordOwedCommissions,
  recordSplit,
} from './charge-splits.queries';
import { listPendingReversals } from './transfer-reversals.queries';

export type SplitContext = {
  db: Database;
  accounts: PaymentAccounts;
  /** The payments provider's name: only its payments are split through these accounts. */
  paymentProvider: string;
  platformFeeBasisPoints: number;
  log: FastifyBaseLogger;
};

// Each run takes this many at a time, as long as every one is answered.
const BATCH = 200;

/** The key of a share's transfer: one per payment and share, whatever run asks it. */
export const transferKey = (paymentId: string, share: 'school' | 'commission') =>
  `charge-transfer:${paymentId}:${share}`;

/**
 * Divides each succeeded card payment at the provider (decision 135): the fee as the provider
 * reports it on the charge's balance transaction, the rest by core's chargeSplit; then transfers the
 * school's share to its connected account and the franchisee's commission to the franchisee's (when
 * it has one; otherwise it stays on the platform's account, owed). Every transfer is recorded, with
 * its key and amount, before it is asked; asked again after a kill or an outage, under the same key
 * and amount, the provider answers the transfer it made. A call that fails leaves its step for the
 * next run; one the provider refuses for good is marked refused with its reason and not asked again
 * until its account is fixed (decision 143). A commission kept owed while the franchise could not take
 * charges is transferred once it can. Then the reversals that refunds and disputes owe (decision 138)
 * are made the same way.
 */
export async function splitCharges(context: SplitContext): Promise<void> {
  await recordSplits(context);
  await oweCommissions(context);
  await makeTransfers(context);
  await makeReversals(context);
}

/**
 * Takes what `next` lists, a batch at a time, until a batch is short or one of its steps failed:
 * a failed step is logged and left for the next run, and is listed again first.
 */
async function inBatches<T>(
  context: SplitContext,
  next: () => Promise<T[]>,
  step: (item: T) => Promise<void>,
  failure: string,
) {
  for (;;) {
    const batch = await next();
    let failed = 0;
    for (const item of batch) {
      try {
        await step(item);
      } catch (error) {
        failed += 1;
        context.log.warn({ err: error, item }, failure);
      }
    }
    if (batch.length < BATCH || failed > 0) return;
  }
}

function recordSplits(context: SplitContext) {
  const { db, accounts } = context;
  return inBatches(
    context,
    () =>
      listPaymentsToSplit(db, {
        paymentProvider: context.paymentProvider,
        accountProvider: accounts.name,
        limit: BATCH,
      }),
    async (payment) => {
      const source = await accounts.chargeSource({
        reference: payment.reference,
        amountCents: payment.chargedCents,
      });
      await db.transaction((tx) => recordSplitOf(tx, context, payment, source));
    },
    'charge not split: the next run asks again',
  );
}

async function recordSplitOf(
  db: Executor,
  context: SplitContext,
  payment: PaymentToSplit,
  source: { sourceTransaction: string; processingFeeCents: number },
) {
  const split = chargeSplit({
    chargedCents: payment.chargedCents,
    pledgedCents: payment.pledgedCents,
    processingFeeCents: source.processingFeeCents,
    commissionBasisPoints: payment.commissionBasisPoints,
    platformFeeBasisPoints: context.platformFeeBasisPoints,
  });
  const shares = [
    { share: 'school' as const, destination: payment.schoolAccount, amountCents: split.schoolCents },
    {
      share: 'commission' as const,
      destination: payment.franchiseeAccount,
      amountCents: split.commissionCents,
    },
  ];
  await ledgerProviderFee(db, { paymentId: payment.paymentId, processingFeeCents: split.processingFeeCents });
  await recordSplit(
    db,
    {
      paymentId: payment.paymentId,
      sourceTransaction: source.sourceTransaction,
      transferGroup: `thon:${payment.eventId}`,
      ...split,
      // Kept owed until the franchise can take charges (decision 143).
      commissionOwedTo: split.commissionCents > 0 && !payment.franchiseeAccount ? payment.franchiseeId : null,
    },
    shares.flatMap(({ share, destination, amountCents }) =>
      destination && amountCents > 0
        ? [{ share, destination, amountCents, idempotencyKey: transferKey(payment.paymentId, share) }]
        : [],
    ),
  );
}

/**
 * Each owed commission whose franchise can now take charges, recorded as an attempt (decision 143)
 * for makeTransfers to ask. A recorded one is listed no more, so the loop ends.
 */
async function oweCommissions({ db, paymentProvider }: SplitContext) {
  for (;;) {
    const owed = await listOwedCommissions(db, { paymentProvider, limit: BATCH });
    await db.transaction((tx) =>
      recordOwedCommissions(
        tx,
        owed.map(({ paymentId, destination, amountCents }) => ({
          paymentId,
          share: 'commission' as const,
          destination,
          amountCents,
          idempotencyKey: transferKey(paymentId, 'commission'),
        })),
      ),
    );
    if (owed.length < BATCH) return;
  }
}

/**
 * The provider's answer to one attempt: made, or refused for good (logged once, as it stops being
 * asked); any other failure is thrown and leaves it pending for the next run.
 */
async function settleAttempt(
  context: SplitContext,
  attempt: { of: 'transfer' | 'reversal'; id: string },
  ask: () => Promise<{ reference: string }>,
) {
  try {
    const { reference } = await ask();
    await recordAttemptMade(context.db, { ...attempt, reference });
  } catch (error) {
    if (!(error instanceof TransferRefused)) throw error;
    await recordAttemptRefused(context.db, { ...attempt, refusal: error.reason });
    context.log.error(
      { attempt, refusal: error.reason },
      'refused by the provider: asked again once its account is fixed',
    );
  }
}

function makeTransfers(context: SplitContext) {
  const { db, accounts } = context;
  return inBatches(
    context,
    () => listPendingTransfers(db, { paymentProvider: context.paymentProvider, limit: BATCH }),
    (transfer) =>
      settleAttempt(context, { of: 'transfer', id: transfer.id }, () => accounts.transfer(transfer)),
    'transfer not answered: the next run asks again',
  );
}

/**
 * Asks each owed reversal of a made transfer under its recorded key and amount, and each
 * reinstatement (a new transfer of what a won dispute's reversal took, from the platform's balance);
 * the answer resolves the row. Asked again after a kill, the provider answers what it made.
 */
function makeReversals(context: SplitContext) {
  const { db, accounts } = context;
  return inBatches(
    context,
    () => listPendingReversals(db, { paymentProvider: context.paymentProvider, limit: BATCH }),
    (owed) =>
      settleAttempt(context, { of: 'reversal', id: owed.id }, () =>
        owed.kind === 'reversal' ? accounts.reverseTransfer(owed) : accounts.transfer(owed),
      ),
    'transfer reversal not answered: the next run asks again',
  );
}
