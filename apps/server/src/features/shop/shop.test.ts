import { messages } from '@pledgethon/core';
import { createShopProduct, createShopVendor, unique } from '@pledgethon/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { referenceCacheOf } from '../utilities/cache';

type Product = { Id: string; Category: string; Stock: number; Variants: { Size: string | null }[] };

describe('shop catalogue', () => {
  const server = useTestApp();
  // The catalogue is kept in memory; each test reads the products it made itself.
  beforeEach(async () => {
    await referenceCacheOf(server.db).clear();
  });

  async function product(values: Parameters<typeof createShopProduct>[2] = {}) {
    const vendor = await createShopVendor(server.db);
    return createShopProduct(server.db, vendor.id, {
      name: `Glow bracelets ${unique()}`,
      priceCents: 2_499,
      ...values,
    });
  }

  async function getProducts(query = '') {
    const vendor = await createPerson(server.db, { roles: ['vendor'] });
    return server.app.inject({
      method: 'GET',
      url: `/api/Shop/GetProducts${query}`,
      headers: await sessionHeaders(server.db, { userId: vendor.id }),
    });
  }

  it('lists the products not archived with price, images, variants and stock', async () => {
    const onSale = await product({
      description: 'Pack of 50',
      imageUrls: ['/img/bracelets.png'],
      stock: 120,
    });
    const shirts = await product({ category: 'Apparel', stock: { YM: 3, AL: 4 } });
    const archived = await product({ archivedAt: new Date() });
    const response = await getProducts();
    expect(response.statusCode).toBe(200);
    const products: Product[] = response.json();
    expect(products).toContainEqual({
      Id: onSale.id,
      Name: onSale.name,
      Description: 'Pack of 50',
      Category: 'Prizes',
      PriceCents: 2_499,
      ImageUrls: ['/img/bracelets.png'],
      Stock: 120,
      Variants: [{ Id: onSale.variants[0]?.id, Size: null, Sku: onSale.variants[0]?.sku, Stock: 120 }],
    });
    const sized = products.find((item) => item.Id === shirts.id);
    expect(sized?.Stock).toBe(7);
    expect(sized?.Variants.map((variant) => variant.Size)).toEqual(['YM', 'AL']);
    expect(products.map((item) => item.Id)).not.toContain(archived.id);
  });

  it("shows one category's tab, whatever the case of its name, and all for 'all'", async () => {
    const cones = await product({ category: 'Race Equipment' });
    const medal = await product({ category: 'Awards' });
    const tab = (await getProducts('?category=race%20equipment')).json() as Product[];
    expect(tab.map((item) => item.Id)).toContain(cones.id);
    expect(tab.map((item) => item.Id)).not.toContain(medal.id);
    expect(new Set(tab.map((item) => item.Category))).toEqual(new Set(['Race Equipment']));

    const all = (await getProducts('?category=all')).json() as Product[];
    expect(all.map((item) => item.Id)).toEqual(expect.arrayContaining([cones.id, medal.id]));
  });

  it('refuses a category the shop does not have', async () => {
    const response = await getProducts('?category=Snacks');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      Message: messages.invalidData,
      Errors: { category: messages.invalidData },
    });
  });

  it('names the category tabs in order', async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/Shop/GetCategories',
      headers: await sessionHeaders(server.db, { userId: organizer.id }),
    });
    expect(response.json()).toEqual(['Prizes', 'Marketing', 'Race Equipment', 'Apparel', 'Awards']);
  });

  it('asks for a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/Shop/GetProducts' });
    expect(response.statusCode).toBe(401);
  });
});
