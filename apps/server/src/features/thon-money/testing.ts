import { type Executor, schema } from '@pledgethon/db';
import { createPledge, unique } from '@pledgethon/db/testing';
import { recordPaid } from '../payment-states/charge-moves.queries';

/**
 * A gift of `pledgedCents` to the participant, charged `chargedCents` (with any fee cover) by the
 * test provider (or Stripe), which kept `processingFeeCents`: recorded as the charging worker records an answer.
 */
export async function chargeGift(
  db: Executor,
  participant: { id: string; eventId: string },
  money: {
    pledgedCents: number;
    chargedCents: number;
    processingFeeCents: number;
    platformFeeBasisPoints?: number;
    reference?: string;
    provider?: 'test' | 'stripe';
  },
) {
  const pledge = await createPledge(db, participant, { amountCents: money.pledgedCents });
  const [charge] = await db
    .insert(schema.pledgeCharges)
    .values({ pledgeId: pledge.id, eventId: participant.eventId, pledgeCents: money.pledgedCents })
    .returning();
  if (!charge) throw new Error('no charge was written');
  await db.transaction((tx) =>
    recordPaid(
      tx,
      [
        {
          charge: { ...charge, participantId: participant.id },
          chargedCents: money.chargedCents,
          processingFeeCents: money.processingFeeCents,
          provider: money.provider ?? 'test',
          reference: money.reference ?? `test_ch_${unique()}`,
          status: 'succeeded',
        },
      ],
      { platformFeeBasisPoints: money.platformFeeBasisPoints ?? 0 },
    ),
  );
  return pledge;
}
