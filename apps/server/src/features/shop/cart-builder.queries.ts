import { and, asc, desc, type Executor, eq, exists, inArray, isNull, schema, sql } from '@pledgethon/db';
import { grantReachesThon } from '../thons/thon-reach.queries';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';
import { attachVariants } from './shop.queries';

const { events, participants, shopPrizeLevels, shopProducts, shopVendors, userRoles } = schema;

// The roles that buy for a Thon: its organisers and its territory's franchisee people.
const MAX_THONS = 200;

/** The Thons the user may order for, the next event first; every Thon for a super administrator. */
export async function findCartThons(
  db: Executor,
  { userId, everyThon }: { userId: string; everyThon: boolean },
) {
  const reaches = exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .where(and(grantReachesThon(userId), inArray(userRoles.role, [...THON_RUNNER_ROLES]))),
  );
  return db
    .select({ id: events.id, name: events.name, eventCode: events.eventCode, eventDate: events.eventDate })
    .from(events)
    .where(everyThon ? undefined : reaches)
    .orderBy(desc(events.eventDate), asc(events.id))
    .limit(MAX_THONS);
}

/** The Thon's participants still in it, with their shirt sizes. */
export function findCartParticipants(db: Executor, { eventId }: { eventId: string }) {
  return db
    .select({ id: participants.id, shirtSize: participants.shirtSize })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), isNull(participants.removedAt)));
}

export function findPrizeLevels(db: Executor, { eventId }: { eventId: string }) {
  return db
    .select()
    .from(shopPrizeLevels)
    .where(eq(shopPrizeLevels.eventId, eventId))
    .orderBy(asc(shopPrizeLevels.minPledgedCents));
}

/** Vendors with something on sale, by name. */
export function findSellingVendors(db: Executor) {
  return db
    .select({ id: shopVendors.id, name: shopVendors.name })
    .from(shopVendors)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(shopProducts)
          .where(and(eq(shopProducts.vendorId, shopVendors.id), isNull(shopProducts.archivedAt))),
      ),
    )
    .orderBy(asc(shopVendors.name), asc(shopVendors.id));
}

/** A vendor's products on sale, with their variants. */
export async function findVendorCatalogue(db: Executor, { vendorId }: { vendorId: string }) {
  const products = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.vendorId, vendorId), isNull(shopProducts.archivedAt)))
    .orderBy(asc(shopProducts.category), asc(shopProducts.name), asc(shopProducts.id));
  return attachVariants(db, products);
}

/** Products on sale any prize level may name: every vendor's Prizes and Awards. */
export function findPrizeProducts(db: Executor) {
  return db
    .select({ id: shopProducts.id, name: shopProducts.name })
    .from(shopProducts)
    .where(and(isNull(shopProducts.archivedAt), inArray(shopProducts.category, ['Prizes', 'Awards'])))
    .orderBy(asc(shopProducts.name), asc(shopProducts.id));
}

/** The Thon's date and zone, which an order's delivery date must come before. */
export async function findEventSchedule(db: Executor, { eventId }: { eventId: string }) {
  const [event] = await db
    .select({ eventDate: events.eventDate, timeZone: events.timeZone })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new Error(`no event ${eventId}`);
  return event;
}
