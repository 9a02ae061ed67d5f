import { messages, shiftCalendarDate } from '@pledgethon/core';
import { eq, schema, sql } from '@pledgethon/db';
import { createShopProduct } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { thonWithBuyers, vendorWithUser } from './testing';
import { findThonOrderSummary, orderSummaryText } from './thon-order-summary';

type Detail = {
  Status: string;
  TrackingNumber: string | null;
  NextStatuses: string[];
  History: {
    FromStatus: string | null;
    ToStatus: string;
    ChangedBy: string;
    TrackingNumber: string | null;
  }[];
};

describe('orders: the list, the detail and the vendor moving them on', () => {
  const server = useTestApp();
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url, headers });

  /** A vendor, a Thon, and an order of 3 units placed through the checkout by the Thon's franchisee. */
  async function placedOrder() {
    const thon = await thonWithBuyers(server.db);
    const seller = await vendorWithUser(server.db);
    const product = await createShopProduct(server.db, seller.vendor.id, { name: 'Cones', stock: 10 });
    const variantId = product.variants[0]?.id ?? '';
    const placed = await post('/api/Shop/Checkout', thon.franchiseeHeaders, {
      EventId: thon.event.id,
      VendorId: seller.vendor.id,
      DeliveryDate: shiftCalendarDate(thon.event.eventDate, -2),
      IdempotencyKey: crypto.randomUUID(),
      Lines: [{ VariantId: variantId, Quantity: 3, Reason: '1 per 25 participants' }],
    });
    return { ...thon, seller, variantId, orderId: placed.json().OrderId as string };
  }

  const change = (
    headers: Record<string, string>,
    OrderId: string,
    Status: string,
    TrackingNumber?: string,
  ) =>
    post('/api/Shop/ChangeOrderStatus', headers, {
      OrderId,
      Status,
      ...(TrackingNumber ? { TrackingNumber } : {}),
    });

  it('confirms, ships with a tracking number and delivers, recording who and when, and e-mails the buyer each time', async () => {
    const shop = await placedOrder();
    const { headers } = shop.seller;
    expect((await change(headers, shop.orderId, 'confirmed')).json().Message).toBe(messages.orderUpdated);
    const untracked = await change(headers, shop.orderId, 'shipped');
    expect([untracked.statusCode, untracked.json().Message]).toEqual([400, messages.trackingNumberRequired]);
    expect((await change(headers, shop.orderId, 'shipped', '1Z999')).statusCode).toBe(200);
    expect((await change(headers, shop.orderId, 'delivered')).statusCode).toBe(200);
    const back = await change(headers, shop.orderId, 'cancelled');
    expect([back.statusCode, back.json().Message]).toEqual([422, messages.orderStatusNotAllowed]);

    const detail: Detail = (await get(`/api/Shop/OrderDetail?OrderId=${shop.orderId}`, headers)).json();
    expect(detail).toMatchObject({ Status: 'delivered', TrackingNumber: '1Z999', NextStatuses: [] });
    const vendorName = `${shop.seller.user.firstName} ${shop.seller.user.lastName}`;
    expect(detail.History).toMatchObject([
      { FromStatus: null, ToStatus: 'placed' },
      { FromStatus: 'placed', ToStatus: 'confirmed', ChangedBy: vendorName },
      { FromStatus: 'confirmed', ToStatus: 'shipped', ChangedBy: vendorName, TrackingNumber: '1Z999' },
      { FromStatus: 'shipped', ToStatus: 'delivered', ChangedBy: vendorName },
    ]);
    const mail = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.toAddress, shop.franchiseeUser.email));
    expect(mail.map((message) => message.subject).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/confirmed/),
        expect.stringMatching(/shipped/),
        expect.stringMatching(/delivered/),
      ]),
    );
    expect(mail.find((message) => message.subject?.includes('shipped'))?.body).toContain(
      'Tracking number: 1Z999',
    );
  });

  it('never moves an order without the e-mail it owes: a failure writing the message leaves the order as it was', async () => {
    const shop = await placedOrder();
    // A trigger stands in for a failure between the change and its message (a lost connection, a kill).
    const refusal = `refuse_order_mail_${shop.orderId.replaceAll('-', '_')}`;
    await server.db.execute(
      sql.raw(`create function ${refusal}() returns trigger language plpgsql as $$
        begin
          if new.to_address = '${shop.franchiseeUser.email}' and new.subject like 'Order #%' then
            raise exception 'connection lost';
          end if;
          return new;
        end $$`),
    );
    await server.db.execute(
      sql.raw(
        `create trigger ${refusal} before insert on outbox_messages for each row execute function ${refusal}()`,
      ),
    );
    try {
      expect((await change(shop.seller.headers, shop.orderId, 'confirmed')).statusCode).toBe(500);
    } finally {
      await server.db.execute(sql.raw(`drop trigger ${refusal} on outbox_messages`));
      await server.db.execute(sql.raw(`drop function ${refusal}()`));
    }
    const detail: Detail = (
      await get(`/api/Shop/OrderDetail?OrderId=${shop.orderId}`, shop.seller.headers)
    ).json();
    expect(detail.Status).toBe('placed');
    expect((await change(shop.seller.headers, shop.orderId, 'confirmed')).statusCode).toBe(200);
    const mail = await server.db
      .select({ subject: schema.outboxMessages.subject })
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.toAddress, shop.franchiseeUser.email));
    expect(mail.filter((message) => message.subject?.includes('confirmed'))).toHaveLength(1);
  });

  it('puts a cancelled order’s units back in stock', async () => {
    const shop = await placedOrder();
    expect((await change(shop.seller.headers, shop.orderId, 'cancelled')).statusCode).toBe(200);
    const [variant] = await server.db
      .select()
      .from(schema.shopProductVariants)
      .where(eq(schema.shopProductVariants.id, shop.variantId));
    expect(variant?.stock).toBe(10);
  });

  it("shows each their own: the vendor its orders, the Thon's organiser and franchisee the Thon's, nobody else's", async () => {
    const shop = await placedOrder();
    const other = await placedOrder();
    const ids = async (headers: Record<string, string>, query = '') =>
      ((await get(`/api/Shop/Orders${query}`, headers)).json().Orders as { OrderId: string }[]).map(
        (row) => row.OrderId,
      );
    for (const headers of [shop.seller.headers, shop.organizerHeaders, shop.franchiseeHeaders]) {
      const seen = await ids(headers);
      expect(seen).toContain(shop.orderId);
      expect(seen).not.toContain(other.orderId);
      const detail = await get(`/api/Shop/OrderDetail?OrderId=${other.orderId}`, headers);
      expect(detail.statusCode).toBe(404);
    }
    // Only the vendor moves the order; the buyer sees no next step.
    expect(
      (await get(`/api/Shop/OrderDetail?OrderId=${shop.orderId}`, shop.organizerHeaders)).json().NextStatuses,
    ).toEqual([]);
    expect((await change(other.seller.headers, shop.orderId, 'confirmed')).statusCode).toBe(404);
    expect((await change(shop.organizerHeaders, shop.orderId, 'confirmed')).statusCode).toBe(403);

    const stranger = await createPerson(server.db, { roles: ['organizer'] });
    expect(await ids(await sessionHeaders(server.db, { userId: stranger.id }))).toEqual([]);
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    const adminSees = await ids(
      await sessionHeaders(server.db, { userId: admin.id }),
      `?EventId=${shop.event.id}`,
    );
    expect(adminSees).toEqual([shop.orderId]);
  });

  it("answers each the Orders page's Thon filter: the Thons of the orders they see, the vendor without a refusal", async () => {
    const shop = await placedOrder();
    const other = await placedOrder();
    const filterOf = async (headers: Record<string, string>) => {
      const response = await get('/api/Shop/Orders', headers);
      expect(response.statusCode).toBe(200);
      return response.json().Thons;
    };
    const own = [{ EventId: shop.event.id, Name: shop.event.name }];
    expect(await filterOf(shop.seller.headers)).toEqual(own);
    expect(await filterOf(shop.organizerHeaders)).toEqual(own);
    expect(await filterOf(other.seller.headers)).toEqual([
      { EventId: other.event.id, Name: other.event.name },
    ]);
    const stranger = await createPerson(server.db, { roles: ['organizer'] });
    expect(await filterOf(await sessionHeaders(server.db, { userId: stranger.id }))).toEqual([]);
  });

  it('filters by status and Thon and pages by 20', async () => {
    const shop = await placedOrder();
    const product = await createShopProduct(server.db, shop.seller.vendor.id, { stock: 100 });
    for (let index = 0; index < 21; index++) {
      await post('/api/Shop/Checkout', shop.organizerHeaders, {
        EventId: shop.event.id,
        VendorId: shop.seller.vendor.id,
        DeliveryDate: shiftCalendarDate(shop.event.eventDate, -1),
        IdempotencyKey: crypto.randomUUID(),
        Lines: [{ VariantId: product.variants[0]?.id ?? '', Quantity: 1 }],
      });
    }
    await change(shop.seller.headers, shop.orderId, 'confirmed');
    const list = async (query: string) => (await get(`/api/Shop/Orders${query}`, shop.seller.headers)).json();
    const first = await list(`?EventId=${shop.event.id}`);
    expect([first.Total, first.Orders.length, first.PageSize]).toEqual([22, 20, 20]);
    expect((await list(`?EventId=${shop.event.id}&Page=2`)).Orders).toHaveLength(2);
    const confirmed = await list(`?EventId=${shop.event.id}&Status=confirmed`);
    expect(confirmed.Orders.map((row: { OrderId: string }) => row.OrderId)).toEqual([shop.orderId]);
  });

  it('sums up what a Thon has on order for the merchandise reminder, leaving out cancelled orders', async () => {
    const shop = await placedOrder();
    const summary = await findThonOrderSummary(server.db, { eventId: shop.event.id });
    expect(summary.orders).toMatchObject([
      { status: 'placed', lines: [{ productName: 'Cones', size: null, quantity: 3 }] },
    ]);
    expect(orderSummaryText(summary)).toContain('- 3 × Cones');
    await change(shop.seller.headers, shop.orderId, 'cancelled');
    const none = await findThonOrderSummary(server.db, { eventId: shop.event.id });
    expect(orderSummaryText(none)).toBe('No merchandise is on order for this Thon.');
  });
});
