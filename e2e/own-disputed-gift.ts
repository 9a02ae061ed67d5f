import { randomUUID } from 'node:crypto';
import { processingFeeCents } from '@pledgethon/core';
import { type Database, schema } from '@pledgethon/db';
import { createPledge } from '@pledgethon/db/testing';
import type { Config } from '../apps/server/src/config';
import { recordPaid } from '../apps/server/src/features/payment-states/charge-moves.queries';
import { TEST_DISPUTED_CHARGE } from '../apps/server/src/integrations/payments/test-payments';

/**
 * Card gifts to the participant paid with the test card whose bank disputes the payment later
 * (4000 0000 0000 0259), recorded as the charging worker records the test provider's answer; the
 * test provider's sweep then disputes each (`POST /e2e/test-disputes`).
 */
export async function giveDisputedGifts(
  { db, config }: { db: Database; config: Config },
  participant: { id: string; eventId: string },
  gifts: readonly number[],
): Promise<void> {
  for (const cents of gifts) {
    const pledge = await createPledge(db, participant, { amountCents: cents });
    await db.transaction(async (tx) => {
      const [charge] = await tx
        .insert(schema.pledgeCharges)
        .values({ pledgeId: pledge.id, eventId: participant.eventId, pledgeCents: cents })
        .returning();
      if (!charge) throw new Error('no charge was written');
      await recordPaid(
        tx,
        [
          {
            charge: { ...charge, participantId: participant.id },
            provider: 'test',
            chargedCents: cents,
            processingFeeCents: processingFeeCents(cents),
            reference: `${TEST_DISPUTED_CHARGE}e2e_${randomUUID()}`,
            status: 'succeeded',
          },
        ],
        { platformFeeBasisPoints: config.PLATFORM_FEE_BASIS_POINTS },
      );
    });
  }
}
