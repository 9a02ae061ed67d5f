import type { savePrizeLevelsRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { and, type Executor, eq, inArray, isNull, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';

const { shopPrizeLevels, shopProducts } = schema;

/** Replaces the Thon's prize levels with the ones given; each names a product on sale, or none yet. */
export async function savePrizeLevels(
  db: Executor,
  { eventId, levels }: { eventId: string; levels: z.output<typeof savePrizeLevelsRequestSchema>['Levels'] },
) {
  const amounts = levels.map((level) => level.MinPledgedCents);
  if (new Set(amounts).size !== amounts.length) {
    throw new AppError('validation', messages.prizeLevelAmountTaken, {
      Levels: messages.prizeLevelAmountTaken,
    });
  }
  const productIds = [...new Set(levels.flatMap((level) => (level.ProductId ? [level.ProductId] : [])))];
  await db.transaction(async (tx) => {
    if (productIds.length > 0) {
      const onSale = await tx
        .select({ id: shopProducts.id })
        .from(shopProducts)
        .where(and(inArray(shopProducts.id, productIds), isNull(shopProducts.archivedAt)));
      if (onSale.length !== productIds.length) {
        throw new AppError('rule', messages.productNotForSale, { Levels: messages.productNotForSale });
      }
    }
    await tx.delete(shopPrizeLevels).where(eq(shopPrizeLevels.eventId, eventId));
    if (levels.length > 0) {
      await tx.insert(shopPrizeLevels).values(
        levels.map((level) => ({
          eventId,
          name: level.Name,
          minPledgedCents: level.MinPledgedCents,
          productId: level.ProductId,
        })),
      );
    }
  });
  return { Message: messages.prizeLevelsSaved, Id: eventId };
}
