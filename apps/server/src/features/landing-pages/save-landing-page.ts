import {
  type AddLandingPageRequest,
  type LandingPage,
  type LandingPageAvailability,
  landingPageUrlProblem,
  type UpdateLandingPageRequest,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Database, Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violation';
import { isSiteRootTaken } from '../thons/site-root.queries';
import {
  deleteLandingPage,
  findOwnedLandingPage,
  insertLandingPage,
  type LandingPageRow,
  type LandingPageValues,
  updateLandingPage,
} from './landing-pages.queries';
import { forgetLandingPages } from './public-landing-page';

const urlTaken = () => new AppError('conflict', messages.landingUrlTaken, { Url: messages.landingUrlTaken });
const isUrlConflict = (error: unknown) => isUniqueViolation(error, 'landing_pages_url_unique');

/**
 * Whether a typed address can be a page's: its form, the reserved words, other pages and the Thons'
 * event codes (decision 048). `exceptId` is the page being edited, which may keep its own address.
 */
export async function landingUrlAvailability(
  db: Executor,
  { url, exceptId }: { url: string; exceptId?: string },
): Promise<LandingPageAvailability> {
  const problem = landingPageUrlProblem(url);
  if (problem === messages.invalidData)
    return { Available: false, Title: messages.invalidData, Message: null };
  const taken =
    problem !== null ||
    (await isSiteRootTaken(db, { address: url.trim(), ...(exceptId ? { exceptPageId: exceptId } : {}) }));
  return taken
    ? { Available: false, Title: messages.notAvailableTitle, Message: messages.landingUrlTaken }
    : { Available: true, Title: null, Message: null };
}

const valuesOf = (request: AddLandingPageRequest): LandingPageValues => ({
  eventId: request.EventId,
  url: request.Url.toLowerCase(),
  title: request.Title,
  headline: request.Headline,
  body: request.Story,
  imageUrl: request.HeroImageUrl,
  galleryImageUrls: request.GalleryImageUrls,
  videoUrl: request.VideoUrl,
  isActive: request.IsActive,
});

export const landingPageOf = (row: LandingPageRow, publicUrl: string): LandingPage => ({
  Id: row.id,
  EventId: row.eventId ?? '',
  EventCode: row.eventCode,
  EventName: row.eventName,
  Url: row.url,
  PageLink: `${publicUrl}/${row.url}`,
  Title: row.title,
  Headline: row.headline,
  Story: row.body,
  HeroImageUrl: row.imageUrl,
  GalleryImageUrls: row.galleryImageUrls,
  VideoUrl: row.videoUrl,
  IsActive: row.isActive,
});

/**
 * Adds a page after checking its address, in one transaction; a race for the address is refused the
 * same way. A page deleted at that address by another process may still be kept here for its second.
 */
export async function addLandingPage(
  db: Database,
  { request, userId }: { request: AddLandingPageRequest; userId: string | null },
): Promise<string> {
  try {
    const id = await db.transaction(async (tx) => {
      if (!(await landingUrlAvailability(tx, { url: request.Url })).Available) throw urlTaken();
      return insertLandingPage(tx, { values: valuesOf(request), userId });
    });
    forgetLandingPages(db, [request.Url]);
    return id;
  } catch (error) {
    throw isUrlConflict(error) ? urlTaken() : error;
  }
}

/**
 * Saves a page the caller owns; the address check lets the page keep its own. Its kept public page, at
 * its old address and its new one, goes at once in this process, so its organiser sees what they saved.
 */
export async function saveLandingPage(
  db: Database,
  { request, ownerUserId }: { request: UpdateLandingPageRequest; ownerUserId: string | null },
): Promise<void> {
  try {
    const oldUrl = await db.transaction(async (tx) => {
      const page = await findOwnedLandingPage(tx, { id: request.Id, userId: ownerUserId });
      if (!page) throw new AppError('forbidden', messages.accessDenied);
      const availability = await landingUrlAvailability(tx, { url: request.Url, exceptId: request.Id });
      if (!availability.Available) throw urlTaken();
      await updateLandingPage(tx, { id: request.Id, values: valuesOf(request) });
      return page.url;
    });
    forgetLandingPages(db, [oldUrl, request.Url]);
  } catch (error) {
    throw isUrlConflict(error) ? urlTaken() : error;
  }
}

/** Deletes a page the caller owns (its kept public page with it); anyone else's is refused as if it did not exist. */
export async function removeLandingPage(
  db: Database,
  { id, ownerUserId }: { id: string; ownerUserId: string | null },
): Promise<void> {
  const url = await db.transaction(async (tx) => {
    const page = await findOwnedLandingPage(tx, { id, userId: ownerUserId });
    if (!page) throw new AppError('forbidden', messages.accessDenied);
    await deleteLandingPage(tx, { id });
    return page.url;
  });
  forgetLandingPages(db, [url]);
}
