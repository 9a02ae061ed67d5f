import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { testPayments } from '../../integrations/payments/test-payments';
import { useTestApp } from '../../testing/test-app';
import { processChargeRequest } from '../charging/process-charge-request';
import { retryDueCharges } from '../charging/retry-charges';
import { chargingContext, completedThon } from '../charging/testing';
import { thonMoneyTotals } from './thon-money';

describe("a Thon's charging, run again, writes its ledger once", () => {
  const server = useTestApp();

  it('charges three pledges into three entries, whatever repeats the request and the sweep', async () => {
    const thon = await completedThon(server, 3);
    const context = chargingContext(server, testPayments);
    const later = new Date(Date.now() + 3 * 86_400_000);
    for (let run = 0; run < 3; run++) {
      await processChargeRequest(context, { chargeRequestId: thon.chargeRequestId });
      await retryDueCharges(context, later);
    }
    const entries = await server.db
      .select({ kind: schema.ledgerEntries.kind })
      .from(schema.ledgerEntries)
      .where(eq(schema.ledgerEntries.eventId, thon.event.id));
    expect(entries.map((entry) => entry.kind)).toEqual(['charge', 'charge', 'charge']);
    const paid = await server.db
      .select({ amountCents: schema.payments.amountCents })
      .from(schema.payments)
      .where(eq(schema.payments.eventId, thon.event.id));
    const totals = await thonMoneyTotals(server.db, { eventId: thon.event.id });
    expect(totals.chargedCents).toBe(paid.reduce((sum, row) => sum + row.amountCents, 0));
    // 10 laps at $2.00, $2.01 and $2.02.
    expect(totals.pledgedCents).toBe(2_000 + 2_010 + 2_020);
  });
});
