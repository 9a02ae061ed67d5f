import { and, asc, type Executor, eq, inArray, schema, sql } from '@pledgethon/db';
import { grantReachesThon } from '../thons/thon-reach.queries';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';

const { events, landingPages, userRoles } = schema;

/** The grants that own a Thon's landing pages: its organisers and its franchisee's people. */

/** The page's Thon (joined as `events`) is reached by an owning grant of the user. */
const ownedBy = (userId: string) =>
  sql`exists (select 1 from ${userRoles} where ${and(grantReachesThon(userId), inArray(userRoles.role, [...THON_RUNNER_ROLES]))})`;

const pageColumns = {
  id: landingPages.id,
  eventId: landingPages.eventId,
  url: landingPages.url,
  title: landingPages.title,
  headline: landingPages.headline,
  body: landingPages.body,
  imageUrl: landingPages.imageUrl,
  galleryImageUrls: landingPages.galleryImageUrls,
  videoUrl: landingPages.videoUrl,
  isActive: landingPages.isActive,
  eventCode: events.eventCode,
  eventName: events.name,
};
export type LandingPageRow = Awaited<ReturnType<typeof findLandingPages>>[number];

/** The pages of the Thons the user owns (every page for a super administrator), by address. */
export async function findLandingPages(db: Executor, { userId }: { userId: string | null }) {
  const owned = userId ? ownedBy(userId) : undefined;
  return db
    .select(pageColumns)
    .from(landingPages)
    .innerJoin(events, eq(events.id, landingPages.eventId))
    .where(owned)
    .orderBy(asc(landingPages.url));
}

/**
 * One page, when the user owns its Thon (any page for a super administrator, `userId` null): the
 * ownership is part of the query, so a page of someone else's Thon is simply not found.
 */
export async function findOwnedLandingPage(
  db: Executor,
  { id, userId }: { id: string; userId: string | null },
) {
  const owned = userId ? ownedBy(userId) : undefined;
  const [page] = await db
    .select(pageColumns)
    .from(landingPages)
    .innerJoin(events, eq(events.id, landingPages.eventId))
    .where(and(eq(landingPages.id, id), owned))
    .limit(1);
  return page;
}

export type LandingPageValues = Pick<
  typeof landingPages.$inferInsert,
  | 'eventId'
  | 'url'
  | 'title'
  | 'headline'
  | 'body'
  | 'imageUrl'
  | 'galleryImageUrls'
  | 'videoUrl'
  | 'isActive'
>;

export async function insertLandingPage(
  db: Executor,
  { values, userId }: { values: LandingPageValues; userId: string | null },
): Promise<string> {
  const [row] = await db
    .insert(landingPages)
    .values({ ...values, createdByUserId: userId })
    .returning({ id: landingPages.id });
  if (!row) throw new Error('landing page not inserted');
  return row.id;
}

export async function updateLandingPage(
  db: Executor,
  { id, values }: { id: string; values: LandingPageValues },
) {
  await db.update(landingPages).set(values).where(eq(landingPages.id, id));
}

export async function deleteLandingPage(db: Executor, { id }: { id: string }) {
  await db.delete(landingPages).where(eq(landingPages.id, id));
}
