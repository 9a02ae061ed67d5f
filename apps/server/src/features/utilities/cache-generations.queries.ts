import { type Executor, eq, schema, sql } from '@pledgethon/db';

const { cacheGenerations } = schema;

/** The cache's current generation; 0 until it is first cleared. */
export async function readCacheGeneration(db: Executor, { name }: { name: string }): Promise<number> {
  const [row] = await db
    .select({ generation: cacheGenerations.generation })
    .from(cacheGenerations)
    .where(eq(cacheGenerations.name, name));
  return row?.generation ?? 0;
}

/** Moves the cache to its next generation; answers the new one. */
export async function advanceCacheGeneration(db: Executor, { name }: { name: string }): Promise<number> {
  const [row] = await db
    .insert(cacheGenerations)
    .values({ name, generation: 1 })
    .onConflictDoUpdate({
      target: cacheGenerations.name,
      set: { generation: sql`${cacheGenerations.generation} + 1` },
    })
    .returning({ generation: cacheGenerations.generation });
  if (!row) throw new Error('cache generation not returned');
  return row.generation;
}
