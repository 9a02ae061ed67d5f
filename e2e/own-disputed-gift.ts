import { randomUUID } from 'node:crypto';
import { processingFeeCents } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import type { Config } from '../apps/server/src/config';
import { chargeGift } from '../apps/server/src/features/thon-money/testing';
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
  for (const cents of gifts)
    await chargeGift(db, participant, {
      pledgedCents: cents,
      chargedCents: cents,
      processingFeeCents: processingFeeCents(cents),
      platformFeeBasisPoints: config.PLATFORM_FEE_BASIS_POINTS,
      reference: `${TEST_DISPUTED_CHARGE}e2e_${randomUUID()}`,
    });
}
