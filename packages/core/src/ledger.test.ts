import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeSplit } from './charge-split';
import { chargeLines, disputeLines, type LedgerLine, moneyTotals, payoutLines, refundLines } from './ledger';

const sum = (lines: LedgerLine[]) => lines.reduce((total, line) => total + line.cents, 0);

describe('ledger lines', () => {
  it('divide a $155 charge as the provider did', () => {
    const split = chargeSplit({
      chargedCents: 15_500,
      pledgedCents: 15_000,
      processingFeeCents: 480,
      commissionBasisPoints: 2_000,
      platformFeeBasisPoints: 100,
    });
    expect(chargeLines({ chargedCents: 15_500, pledgedCents: 15_000 }, split)).toEqual([
      { account: 'donor_pledges', cents: -15_000 },
      { account: 'donor_fee_cover', cents: -500 },
      { account: 'processing_fees', cents: 480 },
      { account: 'franchisee_commission', cents: 3_000 },
      { account: 'platform_fees', cents: 150 },
      { account: 'school_balance', cents: 11_870 },
    ]);
  });

  it('give back the commission and platform fee in proportion, and never the processing fee', () => {
    const charge = { chargedCents: 10_000, commissionCents: 2_000, platformFeeCents: 100 };
    expect(refundLines(charge, { before: 0, after: 5_000 })).toEqual([
      { account: 'donor_refunds', cents: 5_000 },
      { account: 'franchisee_commission', cents: -1_000 },
      { account: 'platform_fees', cents: -50 },
      { account: 'school_balance', cents: -3_950 },
    ]);
  });

  it("withdraw a dispute's amount and Stripe's fee from the school, giving back the shares in proportion", () => {
    const charge = { chargedCents: 10_000, commissionCents: 2_000, platformFeeCents: 100 };
    const withdrawn = disputeLines(charge, { amountCents: 10_000, feeCents: 1_500 });
    expect(withdrawn).toEqual([
      { account: 'disputes', cents: 11_500 },
      { account: 'franchisee_commission', cents: -2_000 },
      { account: 'platform_fees', cents: -100 },
      { account: 'school_balance', cents: -9_400 },
    ]);
    expect(sum(withdrawn)).toBe(0);
    expect(sum(disputeLines(charge, { amountCents: 3_333, feeCents: 0 }))).toBe(0);
  });

  it('move a payout out of the balance, then into paid out or back', () => {
    expect(payoutLines('payout', 700)).toEqual([
      { account: 'school_balance', cents: -700 },
      { account: 'payouts_in_transit', cents: 700 },
    ]);
    expect(sum(payoutLines('payout_paid', 700))).toBe(0);
    expect(payoutLines('payout_failed', 700)[1]).toEqual({ account: 'school_balance', cents: 700 });
  });

  it('balance every entry, and a charge refunded in full in any steps gives its shares back whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 6_000 }),
        fc.integer({ min: 0, max: 4_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 6 }),
        (chargedCents, commissionBasisPoints, platformFeeBasisPoints, steps) => {
          const split = chargeSplit({
            chargedCents,
            pledgedCents: chargedCents,
            processingFeeCents: Math.round(chargedCents * 0.029) + 30,
            commissionBasisPoints,
            platformFeeBasisPoints,
          });
          const lines = chargeLines({ chargedCents, pledgedCents: chargedCents }, split);
          expect(sum(lines)).toBe(0);
          // Cut the charge into refunds of the drawn proportions, the last one ending at the whole.
          const weight = steps.reduce((total, step) => total + step, 0);
          let before = 0;
          let seen = 0;
          for (const step of steps) {
            seen += step;
            const after = Math.floor((chargedCents * seen) / weight);
            const refund = refundLines({ chargedCents, ...split }, { before, after });
            expect(sum(refund)).toBe(0);
            lines.push(...refund);
            before = after;
          }
          const totals = moneyTotals((account) => sum(lines.filter((line) => line.account === account)));
          expect(totals.commissionCents).toBe(0);
          expect(totals.platformFeesCents).toBe(0);
          expect(totals.refundsCents).toBe(chargedCents);
          expect(totals.netToSchoolCents).toBe(-split.processingFeeCents);
        },
      ),
    );
  });
});
