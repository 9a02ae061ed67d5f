import { and, type Executor, ne, schema, sql } from '@pledgethon/db';

const { events, landingPages } = schema;

/**
 * Whether an address of the site root ({site}/{x}) is used: by a landing page or as a Thon's event
 * code, letter case ignored (decision 048). The page or Thon being edited may keep its own.
 */
export async function isSiteRootTaken(
  db: Executor,
  {
    address,
    exceptPageId,
    exceptEventId,
  }: { address: string; exceptPageId?: string; exceptEventId?: string },
): Promise<boolean> {
  const [page] = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(
      and(
        sql`lower(${landingPages.url}) = lower(${address})`,
        exceptPageId ? ne(landingPages.id, exceptPageId) : undefined,
      ),
    )
    .limit(1);
  if (page) return true;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        sql`lower(${events.eventCode}) = lower(${address})`,
        exceptEventId ? ne(events.id, exceptEventId) : undefined,
      ),
    )
    .limit(1);
  return event !== undefined;
}
