import { and, asc, type Executor, eq, inArray, isNull, type SQL, schema } from '@pledgethon/db';

const { shopProducts, shopProductVariants } = schema;

export type ProductWithVariants = typeof shopProducts.$inferSelect & {
  variants: (typeof shopProductVariants.$inferSelect)[];
};

/** The variants of the given products, in shirt-size order (the enum's), the unsized one first. */
export async function attachVariants(
  db: Executor,
  products: (typeof shopProducts.$inferSelect)[],
): Promise<ProductWithVariants[]> {
  if (products.length === 0) return [];
  const variants = await db
    .select()
    .from(shopProductVariants)
    .where(
      inArray(
        shopProductVariants.productId,
        products.map((product) => product.id),
      ),
    )
    .orderBy(asc(shopProductVariants.size));
  return products.map((product) => ({
    ...product,
    variants: variants.filter((variant) => variant.productId === product.id),
  }));
}

/** The products on sale (not archived), of one category or all, by category and name. */
export async function findActiveProducts(
  db: Executor,
  { category }: { category: schema.ShopCategory | null },
) {
  const conditions: SQL[] = [isNull(shopProducts.archivedAt)];
  if (category) conditions.push(eq(shopProducts.category, category));
  const products = await db
    .select()
    .from(shopProducts)
    .where(and(...conditions))
    .orderBy(asc(shopProducts.category), asc(shopProducts.name), asc(shopProducts.id));
  return attachVariants(db, products);
}
