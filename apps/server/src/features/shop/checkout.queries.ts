import { and, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';

const { shopOrders, shopProducts, shopProductVariants, shopVendorMembers, shopVendors, users } = schema;

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
 * below zero and the last units go to exactly one buyer. Answers the price and what the line is, or
 * nothing.
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
    .returning({
      priceCents: shopProducts.priceCents,
      productName: shopProducts.name,
      size: shopProductVariants.size,
    });
  return taken;
}

/**
 * Why a variant could not be taken: not the vendor's or off sale (nothing), or too few left (the
 * product's name and the variant's size, for the buyer to see which line to lower).
 */
export async function findVariantOnSaleBy(
  db: Executor,
  { variantId, vendorId }: { variantId: string; vendorId: string },
) {
  const [row] = await db
    .select({ productName: shopProducts.name, size: shopProductVariants.size })
    .from(shopProductVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .where(
      and(
        eq(shopProductVariants.id, variantId),
        eq(shopProducts.vendorId, vendorId),
        isNull(shopProducts.archivedAt),
      ),
    );
  return row;
}

/** Who hears of the vendor's new orders: its users whose accounts are active. */
export function findVendorRecipients(db: Executor, { vendorId }: { vendorId: string }) {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(shopVendorMembers)
    .innerJoin(users, eq(users.id, shopVendorMembers.userId))
    .where(and(eq(shopVendorMembers.vendorId, vendorId), eq(users.status, 'active')));
}

/** The buyer's name and the vendor's, for the vendor's e-mail. */
export async function findOrderParties(
  db: Executor,
  { userId, vendorId }: { userId: string; vendorId: string },
) {
  const [row] = await db
    .select({ buyerFirstName: users.firstName, buyerLastName: users.lastName, vendorName: shopVendors.name })
    .from(users)
    .innerJoin(shopVendors, eq(shopVendors.id, vendorId))
    .where(eq(users.id, userId));
  return row;
}
