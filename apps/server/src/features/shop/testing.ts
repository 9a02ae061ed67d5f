import { shiftCalendarDate } from '@pledgethon/core';
import { type Executor, schema } from '@pledgethon/db';
import { createEvent, createShopVendor } from '@pledgethon/db/testing';
import { DateTime } from 'luxon';
import { createPerson, sessionHeaders } from '../../testing/people';

/** Today on the test Thons' clock (they run in Chicago). */
export const today = () => DateTime.now().setZone('America/Chicago').toISODate() ?? '';

/** A vendor account with one member, and that member's headers. */
export async function vendorWithUser(db: Executor) {
  const user = await createPerson(db, { roles: ['vendor'] });
  const vendor = await createShopVendor(db, [user.id]);
  return { vendor, user, headers: await sessionHeaders(db, { userId: user.id }) };
}

/** A Thon a month away in a franchisee's territory, with its organiser and a franchisee user. */
export async function thonWithBuyers(db: Executor) {
  const [franchisee] = await db.insert(schema.franchisees).values({ name: 'Territory' }).returning();
  if (!franchisee) throw new Error('no franchisee');
  const event = await createEvent(db, {
    franchiseeId: franchisee.id,
    eventDate: shiftCalendarDate(today(), 30),
  });
  const organizer = await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] });
  const franchiseeUser = await createPerson(db, {
    roles: [{ role: 'franchisee_user', franchiseeId: franchisee.id }],
  });
  return {
    event,
    organizer,
    franchiseeUser,
    organizerHeaders: await sessionHeaders(db, { userId: organizer.id }),
    franchiseeHeaders: await sessionHeaders(db, { userId: franchiseeUser.id }),
  };
}
