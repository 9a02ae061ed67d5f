import { and, asc, type Executor, eq, type SQL, schema } from '@pledgethon/db';

const { shopProducts } = schema;

/** The products on sale, of one category or all, by category and name. */
export function findActiveProducts(db: Executor, { category }: { category: schema.ShopCategory | null }) {
  const conditions: SQL[] = [eq(shopProducts.isActive, true)];
  if (category) conditions.push(eq(shopProducts.category, category));
  return db
    .select()
    .from(shopProducts)
    .where(and(...conditions))
    .orderBy(asc(shopProducts.category), asc(shopProducts.name), asc(shopProducts.id));
}
