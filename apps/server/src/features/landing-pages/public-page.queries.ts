import { and, type Executor, eq, schema, sql } from '@pledgethon/db';
import { eventRaisedCents } from '../raised/raised';

const { events, landingPages } = schema;

/** The shown landing page at {site}/{address}, with its Thon and what the Thon has raised (decision 041). */
export async function findShownLandingPage(db: Executor, { address }: { address: string }) {
  const [page] = await db
    .select({
      url: landingPages.url,
      title: landingPages.title,
      headline: landingPages.headline,
      story: landingPages.body,
      imageUrl: landingPages.imageUrl,
      galleryImageUrls: landingPages.galleryImageUrls,
      videoUrl: landingPages.videoUrl,
      eventCode: events.eventCode,
      eventName: events.name,
      goalCents: events.goalCents,
      raisedCents: eventRaisedCents(events.id),
    })
    .from(landingPages)
    .innerJoin(events, eq(events.id, landingPages.eventId))
    .where(and(sql`lower(${landingPages.url}) = lower(${address})`, eq(landingPages.isActive, true)))
    .limit(1);
  return page;
}

/** The event code of the Thon whose event link is {site}/{address}, as the Thon spells it. */
export async function findEventCodeAt(db: Executor, { address }: { address: string }) {
  const [event] = await db
    .select({ eventCode: events.eventCode })
    .from(events)
    .where(sql`lower(${events.eventCode}) = lower(${address})`)
    .limit(1);
  return event?.eventCode;
}
