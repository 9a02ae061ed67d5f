import { and, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';

const { shopOrders, shopProducts, shopProductVariants } = schema;

/** The order a buyer already placed under this key, if any. */
export async function findOrderByKey(db: Executor, { userId, key }: { userId: string; key: string }) {
  const [order] = await db
    .select({ id: shopOrders.id, number: shopOrders.number, totalCents: shopOrders.totalCents })
    .from(shopOrders)
    .where(and(eq(shopOrders.orderedByUserId, userId), eq(shopOrders.idempotencyKey, key)));
  return order;
}

/**
 * Takes `quantity` of the variant from stock in one statement, if the vendor sells it and has that
 * many: the row lock makes a concurrent checkout wait and then see what is left, so stock never goes
 * below zero and the last units go to exactly one buyer. Answers the price, or nothing.
 */
export async function takeFromStock(
  db: Executor,
  { variantId, vendorId, quantity }: { variantId: string; vendorId: string; quantity: number },
) {
  const [taken] = await db
    .update(shopProductVariants)
    .set({ stock: sql`${shopProductVariants.stock} - ${quantity}` })
    .from(shopProducts)
    .where(
      and(
        eq(shopProductVariants.id, variantId),
        eq(shopProducts.id, shopProductVariants.productId),
        eq(shopProducts.vendorId, vendorId),
        isNull(shopProducts.archivedAt),
        sql`${shopProductVariants.stock} >= ${quantity}`,
      ),
    )
    .returning({ priceCents: shopProducts.priceCents });
  return taken;
}

/** Why a variant could not be taken: not the vendor's or off sale, or too few left. */
export async function isOnSaleBy(
  db: Executor,
  { variantId, vendorId }: { variantId: string; vendorId: string },
) {
  const [row] = await db
    .select({ id: shopProductVariants.id })
    .from(shopProductVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .where(
      and(
        eq(shopProductVariants.id, variantId),
        eq(shopProducts.vendorId, vendorId),
        isNull(shopProducts.archivedAt),
      ),
    );
  return row !== undefined;
}
