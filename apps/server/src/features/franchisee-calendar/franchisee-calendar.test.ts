import { schema } from '@pledgethon/db';
import { createEvent, createShopProduct, createShopVendor, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { placeOrder } from '../shop-reports/testing';

describe("the franchisee calendar: a territory's Thons, deliveries and reminder dates", () => {
  const server = useTestApp();

  async function franchisee() {
    const [row] = await server.db
      .insert(schema.franchisees)
      .values({ name: `Territory ${unique()}` })
      .returning({ id: schema.franchisees.id });
    if (!row) throw new Error('no franchisee');
    return row.id;
  }

  async function thonWithReminder(franchiseeId: string, eventDate: string) {
    const event = await createEvent(server.db, { franchiseeId, eventDate });
    await server.db.insert(schema.reminderSettings).values([
      { eventId: event.id, key: 'EmailReminderComingUp', days: -5, time: '11:00 AM', timeZone: 'EST' },
      // A reminder turned off is not on the calendar.
      {
        eventId: event.id,
        key: 'SmsReminderTomorrow',
        days: -1,
        time: '11:00 AM',
        timeZone: 'EST',
        enabled: false,
      },
    ]);
    return event;
  }

  const calendar = async (userId: string, from: string, to: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/Shop/FranchiseeCalendar?From=${from}&To=${to}`,
      headers: await sessionHeaders(server.db, { userId }),
    });

  it("shows its own territory's Thons, deliveries and reminders in the range, never another territory's", async () => {
    const mine = await franchisee();
    const theirs = await franchisee();
    const user = await createPerson(server.db, { roles: [{ role: 'franchisee_user', franchiseeId: mine }] });
    const own = await thonWithReminder(mine, '2031-03-10');
    const other = await thonWithReminder(theirs, '2031-03-12');
    // Its reminder falls in the range, the Thon itself after it.
    const later = await thonWithReminder(mine, '2031-04-03');

    const vendor = await createShopVendor(server.db);
    const [variant] = (await createShopProduct(server.db, vendor.id)).variants;
    if (!variant) throw new Error('no variant');
    const order = (eventId: string, status: 'placed' | 'cancelled') =>
      placeOrder(server.db, {
        vendorId: vendor.id,
        eventId,
        buyerUserId: user.id,
        status,
        deliveryDate: '2031-03-07',
        lines: [{ variantId: variant.id, quantity: 1, unitPriceCents: 100 }],
      });
    const delivery = await order(own.id, 'placed');
    // A cancelled order is delivered nowhere; another territory's is not ours to see.
    await order(own.id, 'cancelled');
    await order(other.id, 'placed');

    const response = await calendar(user.id, '2031-03-01', '2031-03-31');
    expect(response.statusCode).toBe(200);
    const entries = response.json().Entries;
    expect(entries).toEqual([
      expect.objectContaining({
        Kind: 'reminder',
        Date: '2031-03-05',
        EventId: own.id,
        Time: '11:00 AM EST',
      }),
      expect.objectContaining({
        Kind: 'delivery',
        Date: '2031-03-07',
        EventId: own.id,
        OrderId: delivery.id,
        OrderNumber: delivery.number,
      }),
      expect.objectContaining({
        Kind: 'thon',
        Date: '2031-03-10',
        EventId: own.id,
        EventCode: own.eventCode,
      }),
      expect.objectContaining({ Kind: 'reminder', Date: '2031-03-29', EventId: later.id }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(other.id);
  });

  it('shows a franchisee team leader the same territory, and a super administrator every Thon', async () => {
    const mine = await franchisee();
    const event = await thonWithReminder(mine, '2031-06-10');
    const leader = await createPerson(server.db, {
      roles: [{ role: 'franchisee_team_leader', franchiseeId: mine }],
    });
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    for (const who of [leader.id, admin.id]) {
      const entries = (await calendar(who, '2031-06-01', '2031-06-30')).json().Entries;
      expect(entries).toContainEqual(expect.objectContaining({ Kind: 'thon', EventId: event.id }));
    }
  });

  it('refuses organisers and vendors, a range backwards or longer than 62 days', async () => {
    const event = await createEvent(server.db);
    const organiser = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const vendor = await createPerson(server.db, { roles: ['vendor'] });
    const user = await createPerson(server.db, {
      roles: [{ role: 'franchisee_user', franchiseeId: await franchisee() }],
    });
    expect((await calendar(organiser.id, '2031-03-01', '2031-03-31')).statusCode).toBe(403);
    expect((await calendar(vendor.id, '2031-03-01', '2031-03-31')).statusCode).toBe(403);
    expect((await calendar(user.id, '2031-03-31', '2031-03-01')).statusCode).toBe(400);
    expect((await calendar(user.id, '2031-01-01', '2031-03-31')).statusCode).toBe(400);
  });
});
