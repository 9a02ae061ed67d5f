import type { ShirtSizeId } from '@pledgethon/core';
import type { Executor } from '../client';
import { shopProducts, shopProductVariants, shopVendorMembers, shopVendors } from '../schema/index';
import { unique } from './factories';

/** A vendor account with the given users as its members. */
export async function createShopVendor(db: Executor, memberUserIds: readonly string[] = []) {
  const [vendor] = await db
    .insert(shopVendors)
    .values({ name: `Vendor ${unique()}` })
    .returning();
  if (!vendor) throw new Error('insert returned no vendor');
  if (memberUserIds.length > 0) {
    await db
      .insert(shopVendorMembers)
      .values(memberUserIds.map((userId) => ({ vendorId: vendor.id, userId })));
  }
  return vendor;
}

/**
 * A product of the vendor with one variant per entry of `stock`: a number makes a product without
 * sizes, an object one variant per shirt size named.
 */
export async function createShopProduct(
  db: Executor,
  vendorId: string,
  {
    stock = 100,
    ...values
  }: Partial<Omit<typeof shopProducts.$inferInsert, 'vendorId'>> & {
    stock?: number | Partial<Record<ShirtSizeId, number>>;
  } = {},
) {
  const sku = `SKU-${unique()}`;
  const [product] = await db
    .insert(shopProducts)
    .values({ vendorId, name: `Product ${sku}`, category: 'Prizes', priceCents: 1_000, ...values })
    .returning();
  if (!product) throw new Error('insert returned no product');
  const variants = await db
    .insert(shopProductVariants)
    .values(
      typeof stock === 'number'
        ? [{ productId: product.id, sku, stock }]
        : Object.entries(stock).map(([size, count]) => ({
            productId: product.id,
            size: size as ShirtSizeId,
            sku: `${sku}-${size}`,
            stock: count,
          })),
    )
    .returning();
  return { ...product, variants };
}
