import { messages, notEnoughStockOf, shiftCalendarDate } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createParticipant, createPledge, createShopProduct } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { thonWithBuyers, today, vendorWithUser } from './testing';

type Cart = {
  Participants: number;
  Lines: {
    VariantId: string;
    ProductId: string;
    Size: string | null;
    SuggestedQuantity: number;
    Reasons: object[];
  }[];
};

describe('the cart builder and checkout', () => {
  const server = useTestApp();
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url, headers, payload });
  const stockOf = async (variantId: string) =>
    (
      await server.db
        .select({ stock: schema.shopProductVariants.stock })
        .from(schema.shopProductVariants)
        .where(eq(schema.shopProductVariants.id, variantId))
    )[0]?.stock;

  async function shopFor() {
    const thon = await thonWithBuyers(server.db);
    const { vendor } = await vendorWithUser(server.db);
    return { ...thon, vendor };
  }

  const order = (
    thon: { event: { id: string; eventDate: string } },
    vendorId: string,
    lines: { VariantId: string; Quantity: number }[],
    extra: object = {},
  ) => ({
    EventId: thon.event.id,
    VendorId: vendorId,
    DeliveryDate: shiftCalendarDate(thon.event.eventDate, -3),
    IdempotencyKey: crypto.randomUUID(),
    Lines: lines,
    ...extra,
  });

  it("computes shirts by size, prizes per level from each participant's pledges and goods by head count, with why", async () => {
    const shop = await shopFor();
    const { event } = shop;
    const shirts = await createShopProduct(server.db, shop.vendor.id, {
      category: 'Apparel',
      stock: { YS: 50, AL: 50 },
    });
    const flyers = await createShopProduct(server.db, shop.vendor.id, {
      category: 'Marketing',
      participantsPerUnit: 2,
    });
    const prize = await createShopProduct(server.db, shop.vendor.id, { category: 'Prizes' });
    const sizes = ['YS', 'YS', 'AL', null] as const;
    for (const [index, shirtSize] of sizes.entries()) {
      const participant = await createParticipant(server.db, event.id, { shirtSize });
      if (index < 2) await createPledge(server.db, participant, { amountCents: 3_000 });
    }
    await createParticipant(server.db, event.id, { shirtSize: 'AL', removedAt: new Date() });

    const levels = await post('/api/Shop/SavePrizeLevels', shop.organizerHeaders, {
      EventId: event.id,
      Levels: [{ Name: 'Bronze', MinPledgedCents: 2_500, ProductId: prize.id }],
    });
    expect(levels.json().Message).toBe(messages.prizeLevelsSaved);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/Shop/CartBuilder?EventId=${event.id}&VendorId=${shop.vendor.id}`,
      headers: shop.franchiseeHeaders,
    });
    expect(response.statusCode).toBe(200);
    const cart: Cart = response.json();
    expect(cart.Participants).toBe(4);
    const line = (variantId: string | undefined) =>
      cart.Lines.find((candidate) => candidate.VariantId === variantId);
    expect(line(shirts.variants.find((variant) => variant.size === 'YS')?.id)).toMatchObject({
      SuggestedQuantity: 2,
      Reasons: [{ Kind: 'shirtSize', Participants: 2, Size: 'YS' }],
    });
    expect(line(shirts.variants.find((variant) => variant.size === 'AL')?.id)?.SuggestedQuantity).toBe(1);
    expect(line(flyers.variants[0]?.id)).toMatchObject({
      SuggestedQuantity: 2,
      Reasons: [{ Kind: 'perParticipants', Participants: 4, PerUnit: 2 }],
    });
    expect(line(prize.variants[0]?.id)).toMatchObject({
      SuggestedQuantity: 2,
      Reasons: [{ Kind: 'prizeLevel', Level: 'Bronze', MinPledgedCents: 2_500, Participants: 2 }],
    });

    const same = await post('/api/Shop/SavePrizeLevels', shop.organizerHeaders, {
      EventId: event.id,
      Levels: [
        { Name: 'A', MinPledgedCents: 100, ProductId: null },
        { Name: 'B', MinPledgedCents: 100, ProductId: null },
      ],
    });
    expect(same.json().Message).toBe(messages.prizeLevelAmountTaken);
  });

  it('places the order in one go: lines at the prices, stock taken, history begun; the same key places it once', async () => {
    const shop = await shopFor();
    const a = await createShopProduct(server.db, shop.vendor.id, { priceCents: 250, stock: 10 });
    const b = await createShopProduct(server.db, shop.vendor.id, { priceCents: 1_000, stock: 3 });
    const variantA = a.variants[0]?.id ?? '';
    const variantB = b.variants[0]?.id ?? '';
    const body = order(shop, shop.vendor.id, [
      { VariantId: variantA, Quantity: 4 },
      { VariantId: variantB, Quantity: 3 },
    ]);
    const first = await post('/api/Shop/Checkout', shop.franchiseeHeaders, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Message: messages.orderPlaced, TotalCents: 4 * 250 + 3 * 1_000 });
    const again = await post('/api/Shop/Checkout', shop.franchiseeHeaders, body);
    expect(again.json().OrderId).toBe(first.json().OrderId);
    expect([await stockOf(variantA), await stockOf(variantB)]).toEqual([6, 0]);
    const history = await server.db
      .select()
      .from(schema.shopOrderStatusChanges)
      .where(eq(schema.shopOrderStatusChanges.orderId, first.json().OrderId));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'placed', changedByUserId: shop.franchiseeUser.id },
    ]);
  });

  it("e-mails each active user of the vendor once, in the order's own transaction, and nobody for a refused order", async () => {
    const shop = await shopFor();
    const colleague = await createPerson(server.db, { roles: ['vendor'] });
    const gone = await createPerson(server.db, { roles: ['vendor'], status: 'inactive' });
    const users = [colleague.id, gone.id];
    await server.db
      .insert(schema.shopVendorMembers)
      .values(users.map((userId) => ({ vendorId: shop.vendor.id, userId })));
    const [member] = await server.db
      .select({ email: schema.users.email })
      .from(schema.shopVendorMembers)
      .innerJoin(schema.users, eq(schema.users.id, schema.shopVendorMembers.userId))
      .where(eq(schema.shopVendorMembers.vendorId, shop.vendor.id))
      .orderBy(schema.shopVendorMembers.createdAt)
      .limit(1);
    const cones = await createShopProduct(server.db, shop.vendor.id, {
      name: 'Cones',
      priceCents: 250,
      stock: 5,
    });
    const line = { VariantId: cones.variants[0]?.id ?? '', Quantity: 4 };
    const mailTo = (address: string | undefined) =>
      server.db
        .select()
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.toAddress, address ?? ''));

    const body = order(shop, shop.vendor.id, [line], { Notes: 'Leave at the gym' });
    const placed = await post('/api/Shop/Checkout', shop.franchiseeHeaders, body);
    await post('/api/Shop/Checkout', shop.franchiseeHeaders, body);
    const refused = await post(
      '/api/Shop/Checkout',
      shop.franchiseeHeaders,
      order(shop, shop.vendor.id, [line]),
    );
    expect(refused.statusCode).toBe(409);

    const [placedOrder] = await server.db
      .select()
      .from(schema.shopOrders)
      .where(eq(schema.shopOrders.id, placed.json().OrderId));
    const number = placed.json().Number;
    for (const address of [member?.email, colleague.email]) {
      const mail = await mailTo(address);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toBe(`New order #${number} for ${shop.event.name}`);
      expect(mail[0]?.body).toContain('4 x Cones at $2.50');
      expect(mail[0]?.body).toContain('Leave at the gym');
      expect(mail[0]?.body).toContain(`/shop/orderdetail?id=${placedOrder?.id}`);
      // A transaction's rows share its start time: the e-mail was written with the order.
      expect(mail[0]?.createdAt).toEqual(placedOrder?.createdAt);
    }
    expect(await mailTo(gone.email)).toEqual([]);
  });

  it('refuses a delivery on or after the event day or before today, too little stock, and goods not on sale, changing nothing', async () => {
    const shop = await shopFor();
    const plenty = await createShopProduct(server.db, shop.vendor.id, { stock: 10 });
    const few = await createShopProduct(server.db, shop.vendor.id, { stock: 1 });
    const lines = [
      { VariantId: plenty.variants[0]?.id ?? '', Quantity: 5 },
      { VariantId: few.variants[0]?.id ?? '', Quantity: 2 },
    ];
    const onEventDay = await post(
      '/api/Shop/Checkout',
      shop.organizerHeaders,
      order(shop, shop.vendor.id, lines, { DeliveryDate: shop.event.eventDate }),
    );
    expect([onEventDay.statusCode, onEventDay.json().Message]).toEqual([422, messages.deliveryBeforeEvent]);
    const yesterday = await post(
      '/api/Shop/Checkout',
      shop.organizerHeaders,
      order(shop, shop.vendor.id, lines, { DeliveryDate: shiftCalendarDate(today(), -1) }),
    );
    expect(yesterday.json().Message).toBe(messages.deliveryInPast);
    const short = await post('/api/Shop/Checkout', shop.organizerHeaders, order(shop, shop.vendor.id, lines));
    expect([short.statusCode, short.json().Message]).toEqual([409, notEnoughStockOf(few.name)]);
    expect(short.json().Message).toContain(few.name);
    const shirts = await createShopProduct(server.db, shop.vendor.id, {
      name: 'Team shirt',
      stock: { YM: 1 },
    });
    const sized = await post(
      '/api/Shop/Checkout',
      shop.organizerHeaders,
      order(shop, shop.vendor.id, [{ VariantId: shirts.variants[0]?.id ?? '', Quantity: 2 }]),
    );
    expect(sized.json().Message).toBe('Not enough stock left of Team shirt (YM). Please lower the quantity.');
    expect([await stockOf(plenty.variants[0]?.id ?? ''), await stockOf(few.variants[0]?.id ?? '')]).toEqual([
      10, 1,
    ]);

    const other = await vendorWithUser(server.db);
    const foreign = await post(
      '/api/Shop/Checkout',
      shop.organizerHeaders,
      order(shop, other.vendor.id, lines.slice(0, 1)),
    );
    expect([foreign.statusCode, foreign.json().Message]).toEqual([422, messages.productNotForSale]);
    await server.db
      .update(schema.shopProducts)
      .set({ archivedAt: new Date() })
      .where(eq(schema.shopProducts.id, plenty.id));
    const archived = await post(
      '/api/Shop/Checkout',
      shop.organizerHeaders,
      order(shop, shop.vendor.id, lines.slice(0, 1)),
    );
    expect(archived.json().Message).toBe(messages.productNotForSale);
    const orders = await server.db
      .select()
      .from(schema.shopOrders)
      .where(eq(schema.shopOrders.eventId, shop.event.id));
    expect(orders).toEqual([]);
  });

  it('sells the last 5 units to exactly 5 of 20 buyers checking out at once, and stock ends at zero', async () => {
    const shop = await shopFor();
    const product = await createShopProduct(server.db, shop.vendor.id, { stock: 5 });
    const variantId = product.variants[0]?.id ?? '';
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const person = await createPerson(server.db, {
          roles: [{ role: 'organizer', eventId: shop.event.id }],
        });
        return sessionHeaders(server.db, { userId: person.id });
      }),
    );
    const responses = await Promise.all(
      buyers.map((headers) =>
        post(
          '/api/Shop/Checkout',
          headers,
          order(shop, shop.vendor.id, [{ VariantId: variantId, Quantity: 1 }]),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
    expect(await stockOf(variantId)).toBe(0);
    const sold = await server.db
      .select()
      .from(schema.shopOrderItems)
      .where(eq(schema.shopOrderItems.variantId, variantId));
    expect(sold.reduce((total, line) => total + line.quantity, 0)).toBe(5);
  });

  it('is for the Thon’s organisers and its territory’s franchisee, not a stranger or a vendor', async () => {
    const shop = await shopFor();
    const stranger = await createPerson(server.db, { roles: ['organizer'] });
    const vendor = await vendorWithUser(server.db);
    for (const headers of [await sessionHeaders(server.db, { userId: stranger.id }), vendor.headers]) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/Shop/CartBuilder?EventId=${shop.event.id}`,
        headers,
      });
      expect(response.statusCode).toBe(403);
    }
    const thons = await server.app.inject({
      method: 'GET',
      url: '/api/Shop/CartThons',
      headers: shop.franchiseeHeaders,
    });
    expect(thons.json()).toEqual([expect.objectContaining({ EventId: shop.event.id })]);
  });
});
