import type { bulkPaymentRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { type Executor, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ThonReach } from '../thons/thon-reach';
import { lockOutstandingPledges } from './collections.queries';

/**
 * One cash or check payment over the selected pledges (decision 057): each pledge gets a payment of
 * what it still owes, so the per-participant collections stay exact. A pledge with nothing left (paid
 * meanwhile, or a per-unit pledge before its results) is passed over; all the pledges must be the Thon's.
 */
export async function recordBulkPayment(
  db: Executor,
  { reach, input }: { reach: ThonReach; input: z.output<typeof bulkPaymentRequestSchema> },
) {
  const paymentType = input.PaymentType;
  if (!paymentType) {
    throw new AppError('validation', messages.selectBulkPaymentType, {
      PaymentType: messages.selectBulkPaymentType,
    });
  }
  const eventId = reach.event.id;
  const pledgeIds = [...new Set(input.PledgeIds)];
  return db.transaction(async (tx) => {
    const open = await lockOutstandingPledges(tx, { eventId, pledgeIds });
    if (open.length !== pledgeIds.length) throw new AppError('forbidden', messages.accessDenied);
    const owing = open.filter((pledge) => pledge.outstandingCents > 0);
    if (owing.length > 0) {
      await tx.insert(schema.payments).values(
        owing.map((pledge) => ({
          eventId,
          participantId: pledge.participantId,
          pledgeId: pledge.pledgeId,
          amountCents: pledge.outstandingCents,
          method: paymentType,
          provider: 'offline',
          status: 'succeeded' as const,
          idempotencyKey: `bulk-${pledge.pledgeId}-${crypto.randomUUID()}`,
        })),
      );
    }
    return {
      Message: messages.collectionsUpdated,
      Count: owing.length,
      AmountCents: owing.reduce((sum, pledge) => sum + pledge.outstandingCents, 0),
    };
  });
}
