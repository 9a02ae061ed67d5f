import { and, asc, type Executor, eq, inArray, ne, schema, sql } from '@pledgethon/db';
import { attachVariants } from './shop.queries';

const { shopProducts, shopProductVariants, shopOrderItems, shopOrders } = schema;

/** Units of each variant on orders that are not cancelled. */
export async function orderedByVariant(db: Executor, variantIds: string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      variantId: shopOrderItems.variantId,
      units: sql<number>`coalesce(sum(${shopOrderItems.quantity}), 0)`.mapWith(Number),
    })
    .from(shopOrderItems)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId))
    .where(and(inArray(shopOrderItems.variantId, variantIds), ne(shopOrders.status, 'cancelled')))
    .groupBy(shopOrderItems.variantId);
  return new Map(rows.map((row) => [row.variantId, row.units]));
}

/** Variants that appear on any order, cancelled ones included: their history must stay. */
export async function variantsOnOrders(db: Executor, variantIds: string[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ variantId: shopOrderItems.variantId })
    .from(shopOrderItems)
    .where(inArray(shopOrderItems.variantId, variantIds));
  return new Set(rows.map((row) => row.variantId));
}

/** All the vendor's products, archived ones last, with their variants. */
export async function findVendorProducts(db: Executor, { vendorId }: { vendorId: string }) {
  const products = await db
    .select()
    .from(shopProducts)
    .where(eq(shopProducts.vendorId, vendorId))
    .orderBy(sql`${shopProducts.archivedAt} is not null`, asc(shopProducts.category), asc(shopProducts.name));
  return attachVariants(db, products);
}

/** One of the vendor's products, locked for a change; another vendor's product is not found. */
export async function lockVendorProduct(
  db: Executor,
  { vendorId, productId }: { vendorId: string; productId: string },
) {
  const [product] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.vendorId, vendorId)))
    .for('update');
  return product;
}

export async function findVariantsOf(db: Executor, { productId }: { productId: string }) {
  return db.select().from(shopProductVariants).where(eq(shopProductVariants.productId, productId));
}
