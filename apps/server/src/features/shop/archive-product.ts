import { messages } from '@pledgethon/core';
import { and, type Executor, eq, schema } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { referenceCacheOf } from '../utilities/cache';

const { shopProducts } = schema;

/** Takes a product off sale or puts it back; its orders and their history stay as they are. */
export async function archiveProduct(
  db: Executor,
  { vendorId, productId, archived }: { vendorId: string; productId: string; archived: boolean },
) {
  const [product] = await db
    .update(shopProducts)
    .set({ archivedAt: archived ? new Date() : null })
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.vendorId, vendorId)))
    .returning({ id: shopProducts.id });
  if (!product) throw new AppError('not_found', messages.notFound);
  await referenceCacheOf(db).clear();
  return { Message: archived ? messages.productArchived : messages.productRestored, Id: product.id };
}
