import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, unique } from '@pledgethon/db/testing';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { sendPayout, settlePayout } from '../payment-states/payout-moves.queries';
import { chargeGift } from './testing';

describe("a Thon's money page and statement", () => {
  const server = useTestApp();

  /** A franchisee's Thon with one $100 pledge charged ($103.20 with its fee cover) and a payout paid. */
  async function chargedThon() {
    const { db } = server;
    const [franchisee] = await db
      .insert(schema.franchisees)
      .values({ name: `Franchisee ${unique()}`, commissionBasisPoints: 2_000 })
      .returning();
    const event = await createEvent(db, { franchiseeId: franchisee?.id ?? null });
    const child = await createParticipant(db, event.id);
    await chargeGift(db, child, {
      pledgedCents: 10_000,
      chargedCents: 10_320,
      processingFeeCents: 330,
      platformFeeBasisPoints: 100,
      // A reference a spreadsheet would run as a formula, were it not neutralised.
      reference: `=HYPERLINK("http://evil.test/${unique()}")`,
    });
    const payoutId = await db.transaction((tx) =>
      sendPayout(tx, {
        eventId: event.id,
        provider: 'test',
        providerPayoutId: `test_po_${unique()}`,
        amountCents: 5_000,
        arrivalDate: '2026-11-30',
      }),
    );
    await settlePayout(db, { id: payoutId, event: 'paid' });
    return { event, franchiseeId: franchisee?.id ?? '' };
  }

  const headersOf = async (roles: NonNullable<Parameters<typeof createPerson>[1]>['roles']) =>
    sessionHeaders(server.db, { userId: (await createPerson(server.db, { roles })).id });
  const money = (eventCode: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: `/api/Thons/Money/${eventCode}`, headers });

  it('shows the organiser every figure as the ledger sums it, and the franchisee its commission across Thons', async () => {
    const { event, franchiseeId } = await chargedThon();
    const organiser = await headersOf([{ role: 'organizer', eventId: event.id }]);
    const response = await money(event.eventCode, organiser);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      EventCode: event.eventCode,
      Totals: {
        PledgedCents: 10_000,
        FeeCoverCents: 320,
        ChargedCents: 10_320,
        ProcessingFeesCents: 330,
        CommissionCents: 2_000,
        PlatformFeesCents: 100,
        RefundsCents: 0,
        DisputesCents: 0,
        NetToSchoolCents: 7_890,
        PaidOutCents: 5_000,
        InTransitCents: 0,
        PendingCents: 2_890,
      },
      Payouts: [{ AmountCents: 5_000, Status: 'paid', ArrivalDate: '2026-11-30', IsTest: true }],
      Across: null,
    });

    const franchisee = await headersOf([{ role: 'franchisee_user', franchiseeId }]);
    const seen = (await money(event.eventCode, franchisee)).json();
    expect(seen.Across).toEqual({
      Kind: 'commission',
      Rows: [{ EventCode: event.eventCode, Name: event.name, Cents: 2_000 }],
      TotalCents: 2_000,
    });
    const admin = await headersOf(['super_admin']);
    const platform = (await money(event.eventCode, admin)).json();
    expect(platform.Across.Kind).toBe('platform_fees');
    expect(platform.Across.Rows).toContainEqual({ EventCode: event.eventCode, Name: event.name, Cents: 100 });
  });

  it('shows the organiser what the provider refused for good, with its reason, and nothing else', async () => {
    const { event } = await chargedThon();
    const { db } = server;
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.eventId, event.id));
    const paymentId = payment?.id ?? '';
    await db.insert(schema.chargeSplits).values({
      paymentId,
      sourceTransaction: `ch_${unique()}`,
      transferGroup: `thon:${event.id}`,
      processingFeeCents: 330,
      commissionCents: 2_000,
      platformFeeCents: 100,
      schoolCents: 7_890,
    });
    const refusal =
      'Your destination account needs to have at least one of the following capabilities enabled';
    const [school, commission] = await db
      .insert(schema.chargeTransfers)
      .values([
        {
          paymentId,
          share: 'school',
          destination: 'acct_school',
          amountCents: 7_890,
          idempotencyKey: `a:${paymentId}`,
          state: 'refused',
          refusal,
        },
        {
          paymentId,
          share: 'commission',
          destination: 'acct_franchise',
          amountCents: 2_000,
          idempotencyKey: `b:${paymentId}`,
          state: 'made',
          reference: 'tr_1',
        },
      ])
      .returning();
    const [reversal] = await db
      .insert(schema.transferReversals)
      .values({
        transferId: commission?.id ?? '',
        amountCents: 400,
        idempotencyKey: `c:${paymentId}`,
        state: 'refused',
        refusal: 'You have requested a reversal of 400, but only 0 remain.',
      })
      .returning();

    const organiser = await headersOf([{ role: 'organizer', eventId: event.id }]);
    const { Refused } = (await money(event.eventCode, organiser)).json();
    expect(Refused).toEqual(
      expect.arrayContaining([
        {
          Id: school?.id,
          Kind: 'transfer',
          Share: 'school',
          Destination: 'acct_school',
          AmountCents: 7_890,
          Reason: refusal,
          RefusedAt: expect.any(String),
        },
        {
          Id: reversal?.id,
          Kind: 'reversal',
          Share: 'commission',
          Destination: 'acct_franchise',
          AmountCents: 400,
          Reason: 'You have requested a reversal of 400, but only 0 remain.',
          RefusedAt: expect.any(String),
        },
      ]),
    );
    expect(Refused).toHaveLength(2);
  });

  it("refuses a teacher, another Thon's organiser and an unknown code alike", async () => {
    const { event } = await chargedThon();
    const other = await createEvent(server.db);
    const teacher = await headersOf([{ role: 'teacher', eventId: event.id }]);
    const stranger = await headersOf([{ role: 'organizer', eventId: other.id }]);
    expect((await money(event.eventCode, teacher)).statusCode).toBe(403);
    expect((await money(event.eventCode, stranger)).statusCode).toBe(403);
    expect((await money('NOSUCHTHON', stranger)).statusCode).toBe(403);
    const statement = await server.app.inject({
      method: 'GET',
      url: `/api/Thons/Money/${event.eventCode}/Statement?Format=csv`,
      headers: stranger,
    });
    expect(statement.statusCode).toBe(403);
  });

  it('downloads the statement as CSV and XLSX, formula-safe, its totals the page figures', async () => {
    const { event } = await chargedThon();
    const headers = await headersOf([{ role: 'organizer', eventId: event.id }]);
    const statement = (format: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/Thons/Money/${event.eventCode}/Statement?Format=${format}`,
        headers,
      });
    const csv = await statement('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${event.eventCode}-statement.csv"`,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date (UTC),Entry,Reference,Pledged,Fee cover,Processing fee,Commission,Platform fee,Refunds,Disputes,School balance,In transit,Paid out',
    );
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ,Pledge charged,"'=HYPERLINK\(""http:\/\/evil.test\/\w+""\)",100,3.2,3.3,20,1,0,0,78.9,0,0$/,
    );
    expect(lines.slice(2, 4).map((line) => line.split(',')[1])).toEqual(['Payout sent', 'Payout arrived']);
    expect(lines.at(-1)).toBe(',Total,,100,3.2,3.3,20,1,0,0,28.9,0,50');
    expect((await statement('pdf')).statusCode).toBe(400);

    const xlsx = await statement('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    const sheet = workbook.getWorksheet('Statement');
    expect(sheet?.rowCount).toBe(5);
    expect(String(sheet?.getRow(2).getCell(3).value)).toMatch(/^'=HYPERLINK\("http:\/\/evil.test\/\w+"\)$/);
    expect(sheet?.getRow(5).getCell(11).value).toBe(28.9);
  });
});
