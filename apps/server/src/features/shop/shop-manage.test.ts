import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createShopProduct, unique } from '@pledgethon/db/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageForm, jpegWithGps } from '../../integrations/images/testing/images';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { vendorWithUser } from './testing';

type Managed = {
  VendorName: string;
  Products: {
    Id: string;
    Name: string;
    Archived: boolean;
    Ordered: number;
    Variants: { Size: string | null; Stock: number }[];
  }[];
};

describe('a vendor manages its own products', () => {
  const server = useTestApp();
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url, headers, payload });
  const manage = async (headers: Record<string, string>) =>
    (await server.app.inject({ method: 'GET', url: '/api/Shop/ManageProducts', headers })).json() as Managed;
  const shirt = (sku: string) => ({
    Name: 'Event T-shirt',
    Description: 'Cotton.',
    Category: 'Apparel',
    PriceCents: 899,
    Variants: [
      { Size: 'YS', Sku: `${sku}-YS`, Stock: 10 },
      { Size: 'AL', Sku: `${sku}-AL`, Stock: 4 },
    ],
  });

  it('adds a product with an uploaded image, stripped of its metadata, and sizes with their stock', async () => {
    const { headers, vendor } = await vendorWithUser(server.db);
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/Shop/ProductImageUpload',
      headers,
      payload: imageForm('shirt.jpg', await jpegWithGps()),
    });
    expect(upload.statusCode).toBe(200);
    const imageUrl: string = upload.json().Url;
    const stored = await server.app.inject({ method: 'GET', url: imageUrl });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();

    const saved = await post('/api/Shop/SaveProduct', headers, {
      ...shirt(`TS-${unique()}`),
      ImageUrls: [imageUrl],
    });
    expect(saved.json()).toMatchObject({ Message: messages.productSaved });
    const { VendorName, Products } = await manage(headers);
    expect(VendorName).toBe(vendor.name);
    expect(Products).toHaveLength(1);
    expect(Products[0]?.Variants).toEqual([
      expect.objectContaining({ Size: 'YS', Stock: 10 }),
      expect.objectContaining({ Size: 'AL', Stock: 4 }),
    ]);
    const catalogue = (
      await server.app.inject({ method: 'GET', url: '/api/Shop/GetProducts', headers })
    ).json() as {
      Id: string;
      ImageUrls: string[];
    }[];
    expect(catalogue.find((product) => product.Id === saved.json().Id)?.ImageUrls).toEqual([imageUrl]);
  });

  it('refuses an image the upload did not store, a repeated size and a SKU another product has', async () => {
    const { headers } = await vendorWithUser(server.db);
    const suffix = unique();
    const foreign = await post('/api/Shop/SaveProduct', headers, {
      ...shirt(`F-${unique()}`),
      ImageUrls: ['https://elsewhere.example/track.gif'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().Message).toBe(messages.invalidImage);

    const twice = shirt(`D-${suffix}`);
    twice.Variants.push({ Size: 'YS', Sku: `D-${suffix}-YS2`, Stock: 1 });
    expect((await post('/api/Shop/SaveProduct', headers, twice)).json().Message).toBe(messages.duplicateSize);

    expect((await post('/api/Shop/SaveProduct', headers, shirt(`S-${suffix}`))).statusCode).toBe(200);
    const copy = await post('/api/Shop/SaveProduct', headers, shirt(`s-${suffix}`));
    expect(copy.statusCode).toBe(409);
    expect(copy.json().Message).toBe(messages.skuTaken);
  });

  it('changes sizes: a size on an order stays with no stock, one never ordered goes', async () => {
    const { headers, vendor, user } = await vendorWithUser(server.db);
    const product = await createShopProduct(server.db, vendor.id, {
      category: 'Apparel',
      stock: { YS: 5, YM: 5 },
    });
    const [ordered] = product.variants;
    if (!ordered) throw new Error('no variant');
    await orderOf(ordered.id, vendor.id, user.id);
    const response = await post('/api/Shop/SaveProduct', headers, {
      ProductId: product.id,
      Name: product.name,
      Category: 'Apparel',
      PriceCents: 500,
      Variants: [{ Size: 'AXL', Sku: `X-${unique()}`, Stock: 3 }],
    });
    expect(response.statusCode).toBe(200);
    const [managed] = (await manage(headers)).Products;
    expect(managed?.Variants.map((variant) => [variant.Size, variant.Stock])).toEqual([
      [ordered.size, 0],
      ['AXL', 3],
    ]);
  });

  it('archives a product that has orders: off the catalogue, its orders and history kept, and back on', async () => {
    const { headers, vendor, user } = await vendorWithUser(server.db);
    const product = await createShopProduct(server.db, vendor.id, { stock: 9 });
    const orderId = await orderOf(product.variants[0]?.id ?? '', vendor.id, user.id);
    const archived = await post('/api/Shop/ArchiveProduct', headers, {
      ProductId: product.id,
      Archived: true,
    });
    expect(archived.json().Message).toBe(messages.productArchived);
    const catalogue = (
      await server.app.inject({ method: 'GET', url: '/api/Shop/GetProducts', headers })
    ).json() as {
      Id: string;
    }[];
    expect(catalogue.map((item) => item.Id)).not.toContain(product.id);
    expect((await manage(headers)).Products[0]).toMatchObject({ Archived: true, Ordered: 2 });
    const lines = await server.db
      .select()
      .from(schema.shopOrderItems)
      .where(eq(schema.shopOrderItems.orderId, orderId));
    expect(lines).toHaveLength(1);

    const restored = await post('/api/Shop/ArchiveProduct', headers, {
      ProductId: product.id,
      Archived: false,
    });
    expect(restored.json().Message).toBe(messages.productRestored);
  });

  it("leaves another vendor's products alone, and a vendor user outside any vendor account manages nothing", async () => {
    const a = await vendorWithUser(server.db);
    const b = await vendorWithUser(server.db);
    const product = await createShopProduct(server.db, a.vendor.id);
    expect((await manage(b.headers)).Products).toEqual([]);
    const edit = await post('/api/Shop/SaveProduct', b.headers, {
      ...shirt(`B-${unique()}`),
      ProductId: product.id,
    });
    expect(edit.statusCode).toBe(404);
    const archive = await post('/api/Shop/ArchiveProduct', b.headers, {
      ProductId: product.id,
      Archived: true,
    });
    expect(archive.statusCode).toBe(404);
    const [untouched] = await server.db
      .select()
      .from(schema.shopProducts)
      .where(eq(schema.shopProducts.id, product.id));
    expect(untouched?.archivedAt).toBeNull();
    expect(untouched?.name).toBe(product.name);

    const loner = await createPerson(server.db, { roles: ['vendor'] });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/Shop/ManageProducts',
      headers: await sessionHeaders(server.db, { userId: loner.id }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe(messages.notAVendor);
  });

  /** An order of two units of the variant, placed straight in the database. */
  async function orderOf(variantId: string, vendorId: string, buyerId: string) {
    const event = await createEvent(server.db);
    const [order] = await server.db
      .insert(schema.shopOrders)
      .values({
        vendorId,
        eventId: event.id,
        orderedByUserId: buyerId,
        deliveryDate: '2026-05-01',
        totalCents: 0,
        idempotencyKey: crypto.randomUUID(),
      })
      .returning();
    if (!order) throw new Error('no order');
    await server.db
      .insert(schema.shopOrderItems)
      .values({ orderId: order.id, variantId, quantity: 2, unitPriceCents: 0 });
    return order.id;
  }
});
