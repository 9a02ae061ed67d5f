import { schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPledge,
  createShopProduct,
  createShopVendor,
  unique,
} from '@pledgethon/db/testing';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { placeOrder } from './testing';

describe('shop reports: product status, school items and the profit calculator, each within reach', () => {
  const server = useTestApp();
  const people: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = server;
    const person = async (roles: Parameters<typeof createPerson>[1]) => (await createPerson(db, roles)).id;
    people.vendorA = await person({ roles: ['vendor'] });
    people.vendorB = await person({ roles: ['vendor'] });
    const vendorA = await createShopVendor(db, [people.vendorA]);
    const vendorB = await createShopVendor(db, [people.vendorB]);
    const [territory, other] = await db
      .insert(schema.franchisees)
      .values([
        { name: `Lakes ${unique()}`, commissionBasisPoints: 2_000 },
        { name: `Plains ${unique()}`, commissionBasisPoints: 1_000 },
      ])
      .returning();
    if (!territory || !other) throw new Error('no franchisees');
    people.franchisee = await person({ roles: [{ role: 'franchisee_user', franchiseeId: territory.id }] });
    people.otherFranchisee = await person({ roles: [{ role: 'franchisee_user', franchiseeId: other.id }] });
    const thonA = await createEvent(db, { franchiseeId: territory.id, name: 'Maple Run' });
    const thonB = await createEvent(db, { franchiseeId: other.id, name: 'Oak Run' });
    people.organiserA = await person({ roles: [{ role: 'organizer', eventId: thonA.id }] });
    ids.thonA = thonA.id;
    ids.thonB = thonB.id;

    // A shirt in two sizes and a cone set from vendor A; a =cmd|' named product from vendor B.
    const shirt = await createShopProduct(db, vendorA.id, {
      name: 'Event shirt',
      category: 'Apparel',
      priceCents: 800,
      stock: { YM: 50, AL: 20 },
    });
    const cones = await createShopProduct(db, vendorA.id, {
      name: 'Cones',
      category: 'Race Equipment',
      stock: 7,
    });
    const risky = await createShopProduct(db, vendorB.id, { name: "=cmd|' /C calc'!A0", stock: 3 });
    ids.shirt = shirt.id;
    ids.risky = risky.id;
    const [ym, al] = shirt.variants;
    const [cone] = cones.variants;
    const [riskyVariant] = risky.variants;
    if (!ym || !al || !cone || !riskyVariant) throw new Error('no variants');
    const buyer = people.franchisee;
    await placeOrder(db, {
      vendorId: vendorA.id,
      eventId: thonA.id,
      buyerUserId: buyer,
      status: 'shipped',
      lines: [
        { variantId: ym.id, quantity: 10, unitPriceCents: 800 },
        { variantId: al.id, quantity: 2, unitPriceCents: 800 },
      ],
    });
    await placeOrder(db, {
      vendorId: vendorA.id,
      eventId: thonA.id,
      buyerUserId: buyer,
      lines: [{ variantId: ym.id, quantity: 5, unitPriceCents: 800 }],
    });
    // Cancelled: counts nowhere.
    await placeOrder(db, {
      vendorId: vendorA.id,
      eventId: thonA.id,
      buyerUserId: buyer,
      status: 'cancelled',
      lines: [{ variantId: cone.id, quantity: 3, unitPriceCents: 1_000 }],
    });
    await placeOrder(db, {
      vendorId: vendorB.id,
      eventId: thonB.id,
      buyerUserId: people.otherFranchisee,
      lines: [{ variantId: riskyVariant.id, quantity: 1, unitPriceCents: 1_000 }],
    });
    // Raised on Thon A: $100 + $50, one of whose donors covers the fees; a cancelled pledge counts nothing.
    const runner = await createParticipant(db, thonA.id);
    await createPledge(db, runner, { amountCents: 10_000 });
    await createPledge(db, runner, { amountCents: 5_000, coversFees: true });
    await createPledge(db, runner, { amountCents: 9_900, status: 'cancelled' });
  });

  const get = async (who: string, url: string) =>
    server.app.inject({ method: 'GET', url, headers: await sessionHeaders(server.db, { userId: who }) });

  it("gives a vendor stock, ordered and shipped per product of its own, never another vendor's", async () => {
    const response = await get(people.vendorA as string, '/api/Shop/Reports/ProductStatus');
    expect(response.statusCode).toBe(200);
    expect(response.json().Rows).toEqual([
      // In the order of the category tabs.
      expect.objectContaining({ Name: 'Cones', Stock: 7, Ordered: 0, Shipped: 0 }),
      expect.objectContaining({ Name: 'Event shirt', Stock: 70, Ordered: 17, Shipped: 12, Archived: false }),
    ]);
    expect(response.body).not.toContain(ids.risky);
  });

  it('shows each reader only the orders they reach, school by school', async () => {
    const rowsOf = async (who: string) =>
      (await get(who, '/api/Shop/Reports/SchoolItem')).json().Rows as { EventId: string; Quantity: number }[];
    for (const who of [people.vendorA, people.franchisee, people.organiserA] as string[]) {
      const rows = await rowsOf(who);
      expect(rows.map((row) => row.EventId)).toEqual([ids.thonA, ids.thonA]);
      // Sizes in the order of section 3: YM before AL.
      expect(rows.map((row) => row.Quantity)).toEqual([15, 2]);
    }
    expect((await rowsOf(people.vendorB as string)).map((row) => row.EventId)).toEqual([ids.thonB]);
    expect((await rowsOf(people.otherFranchisee as string)).map((row) => row.EventId)).toEqual([ids.thonB]);
  });

  it("works out a territory's Thons with the one definition of raised, the rate, the products and the fees", async () => {
    const response = await get(people.franchisee as string, '/api/Shop/Reports/Calculator');
    expect(response.json().Rows).toEqual([
      {
        EventId: ids.thonA,
        EventName: 'Maple Run',
        EventCode: expect.any(String),
        EventDate: expect.any(String),
        RaisedCents: 15_000,
        CommissionBasisPoints: 2_000,
        ProductCostCents: 13_600,
        // $100: 290 + 30 = 320; $50 charged $51.80: 150 + 30 = 180, all of it covered by the donor.
        ProcessingExpenseCents: 320,
        CommissionCents: 3_000,
        FranchiseeProfitCents: -10_600,
        OrganizationCents: 11_680,
      },
    ]);
  });

  it('refuses each report to those it is not for', async () => {
    expect((await get(people.franchisee as string, '/api/Shop/Reports/ProductStatus')).statusCode).toBe(403);
    expect((await get(people.vendorA as string, '/api/Shop/Reports/Calculator')).statusCode).toBe(403);
    expect((await get(people.organiserA as string, '/api/Shop/Reports/Calculator')).statusCode).toBe(403);
    expect(
      (await get(people.organiserA as string, '/api/Shop/Reports/Export/productstatus?Format=csv'))
        .statusCode,
    ).toBe(403);
  });

  it('exports CSV and XLSX whose formula-like cells are text', async () => {
    const csv = await get(people.vendorB as string, '/api/Shop/Reports/Export/productstatus?Format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="productstatus.csv"');
    expect(csv.body.split('\r\n')[1]).toBe(`'=cmd|' /C calc'!A0,Prizes,no,3,1,0`);

    const xlsx = await get(people.franchisee as string, '/api/Shop/Reports/Export/schoolitem?Format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('School items');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'School',
      'Thon',
      'Event code',
      'Product',
      'Size',
      'Quantity',
      'Total',
    ]);
    expect(sheet?.rowCount).toBe(3);
  });
});
