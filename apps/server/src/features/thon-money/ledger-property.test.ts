import { type Executor, rowsOf, schema, sql } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPledge,
  createRandom,
  createTestDatabase,
  type TestDatabase,
  unique,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeKey } from '../payment-states/charge-keys';
import { recordPaid, settleCharge } from '../payment-states/charge-moves.queries';
import { recordDispute } from '../payment-states/dispute-moves.queries';
import { raiseRefundedTotal } from '../payment-states/payment-moves.queries';
import { sendPayout, settlePayout } from '../payment-states/payout-moves.queries';
import { thonMoneyTotals, thonStatement } from './thon-money';

const PLATFORM_FEE_BASIS_POINTS = 150;
const OPERATIONS = 40;
/** The fee the provider adds to a dispute's withdrawal here, given back when the dispute is won. */
const DISPUTE_FEE_CENTS = 1_500;

type Paid = { id: string; amountCents: number; refundedCents: number; reference: string; disputed?: boolean };

/** The sums the ledger must agree with, read from the rows the moves changed, not from the ledger. */
async function sourceSums(db: Executor, eventId: string) {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select coalesce(sum(amount_cents), 0)::int from payments where event_id = ${eventId}) as charged,
      (select coalesce(sum(processing_fee_cents), 0)::int from payments where event_id = ${eventId}) as fees,
      (select coalesce(sum(refunded_cents), 0)::int from payments where event_id = ${eventId}) as refunded,
      (select coalesce(sum(amount_cents + ${DISPUTE_FEE_CENTS}) filter (where status = 'lost'), 0)::int
        from disputes where event_id = ${eventId}) as disputes_lost,
      (select coalesce(sum(amount_cents) filter (where status = 'paid'), 0)::int from payouts where event_id = ${eventId}) as paid_out,
      (select coalesce(sum(amount_cents) filter (where status = 'in_transit'), 0)::int from payouts where event_id = ${eventId}) as in_transit,
      (select count(*)::int from ledger_lines where event_id = ${eventId}) as lines,
      (select coalesce(sum(amount_cents), 0)::int from ledger_lines where event_id = ${eventId}) as ledger_sum,
      (select count(*)::int from (select entry_id from ledger_lines where event_id = ${eventId}
        group by entry_id having sum(amount_cents) <> 0) unbalanced) as unbalanced`),
  );
  return row ?? {};
}

describe("a Thon's ledger under any mix of charges, refunds, disputes and payouts", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each([1, 2, 3, 4, 5, 6])('balances and matches every total (seed %i)', async (seed) => {
    const { db } = database;
    const random = createRandom(seed);
    const [franchisee] = await db
      .insert(schema.franchisees)
      .values({ name: `Franchisee ${unique()}`, commissionBasisPoints: random.integer(0, 6_000) })
      .returning();
    const event = await createEvent(db, {
      status: 'completed',
      completedAt: new Date(),
      franchiseeId: franchisee?.id,
    });
    const participant = await createParticipant(db, event.id);
    const paid: Paid[] = [];
    let entriesExpected = 0;

    const charge = async () => {
      const pledgedCents = random.integer(100, 50_000);
      const chargedCents = pledgedCents + (random.chance(0.3) ? random.integer(1, 200) : 0);
      const pledge = await createPledge(db, participant, { amountCents: pledgedCents });
      const [row] = await db
        .insert(schema.pledgeCharges)
        .values({ pledgeId: pledge.id, eventId: event.id, pledgeCents: pledgedCents })
        .returning();
      if (!row) throw new Error('no charge');
      const reference = `ch_${unique()}`;
      const processingFeeCents = random.integer(0, Math.floor(chargedCents / 10));
      // The answer at the call, or the provider's webhook; either may come twice.
      const answer = async (tx: Executor) => {
        if (random.chance(0.5))
          return recordPaid(
            tx,
            [
              {
                charge: { ...row, participantId: participant.id },
                chargedCents,
                processingFeeCents,
                provider: 'test',
                reference,
                status: 'succeeded',
              },
            ],
            { platformFeeBasisPoints: PLATFORM_FEE_BASIS_POINTS },
          );
        return settleCharge(tx, {
          pledgeId: pledge.id,
          chargeKey: chargeKey(pledge.id, 1),
          provider: 'test',
          reference,
          amountCents: chargedCents,
          processingFeeCents,
          platformFeeBasisPoints: PLATFORM_FEE_BASIS_POINTS,
        });
      };
      await db.transaction(answer);
      if (random.chance(0.3)) await db.transaction(answer);
      const [payment] = await db
        .select({ id: schema.payments.id })
        .from(schema.payments)
        .where(sql`idempotency_key = ${chargeKey(pledge.id, 1)}`);
      paid.push({ id: payment?.id ?? '', amountCents: chargedCents, refundedCents: 0, reference });
      entriesExpected += 1;
    };

    const refund = async () => {
      const open = paid.filter((payment) => payment.refundedCents < payment.amountCents && !payment.disputed);
      if (open.length === 0) return;
      const payment = random.pick(open);
      const left = payment.amountCents - payment.refundedCents;
      const total = payment.refundedCents + (random.chance(0.4) ? left : random.integer(1, left));
      // The donor's own refund (by id) or the provider's webhook (by reference), maybe both.
      const raise = (tx: Executor) =>
        random.chance(0.5)
          ? raiseRefundedTotal(tx, { id: payment.id }, total)
          : raiseRefundedTotal(tx, { provider: 'test', reference: payment.reference }, total);
      await db.transaction(raise);
      if (random.chance(0.3)) await db.transaction(raise);
      payment.refundedCents = total;
      entriesExpected += 1;
    };

    // A bank disputes a payment not yet refunded, for all or part of it; the dispute is won or lost,
    // its events told in any order and some twice.
    const dispute = async () => {
      const open = paid.filter((payment) => payment.refundedCents === 0 && !payment.disputed);
      if (open.length === 0) return;
      const payment = random.pick(open);
      payment.disputed = true;
      const amountCents = random.chance(0.5) ? payment.amountCents : random.integer(1, payment.amountCents);
      const won = random.chance(0.5);
      const told = {
        provider: 'test',
        disputeId: `dp_${unique()}`,
        reference: payment.reference,
        amountCents,
        reason: 'fraudulent',
        withdrawn: { amountCents, feeCents: DISPUTE_FEE_CENTS },
      };
      const events = [
        { ...told, status: 'needs_response' as const, reinstated: null },
        { ...told, status: 'under_review' as const, reinstated: null },
        won
          ? { ...told, status: 'won' as const, reinstated: { amountCents, feeCents: DISPUTE_FEE_CENTS } }
          : { ...told, status: 'lost' as const, reinstated: null },
      ];
      for (const told of random.chance(0.5) ? events : [...events].reverse()) {
        await db.transaction((tx) => recordDispute(tx, told));
        if (random.chance(0.3)) await db.transaction((tx) => recordDispute(tx, told));
      }
      entriesExpected += won ? 2 : 1;
    };

    const payout = async () => {
      const pending = (await thonMoneyTotals(db, { eventId: event.id })).pendingCents;
      if (pending <= 0) return;
      const sent = {
        eventId: event.id,
        provider: 'test',
        providerPayoutId: `po_${unique()}`,
        amountCents: random.integer(1, pending),
        arrivalDate: '2026-11-30',
      };
      const id = await db.transaction((tx) => sendPayout(tx, sent));
      if (random.chance(0.3)) expect(await db.transaction((tx) => sendPayout(tx, sent))).toBe(id);
      entriesExpected += 1;
      if (random.chance(0.2)) return;
      const event_ = random.chance(0.7) ? 'paid' : 'failed';
      expect(await settlePayout(db, { id, event: event_ })).toBe(true);
      expect(await settlePayout(db, { id, event: random.chance(0.5) ? 'paid' : 'failed' })).toBe(false);
      entriesExpected += 1;
    };

    for (let step = 0; step < OPERATIONS; step++) {
      const draw = random.next();
      if (draw < 0.45 || paid.length === 0) await charge();
      else if (draw < 0.7) await refund();
      else if (draw < 0.85) await dispute();
      else await payout();
    }

    const sums = await sourceSums(db, event.id);
    expect(sums.unbalanced).toBe(0);
    expect(sums.ledger_sum).toBe(0);
    const entries = await db.$count(schema.ledgerEntries, sql`event_id = ${event.id}`);
    expect(entries).toBe(entriesExpected);

    const totals = await thonMoneyTotals(db, { eventId: event.id });
    expect(totals.chargedCents).toBe(sums.charged);
    expect(totals.processingFeesCents).toBe(sums.fees);
    expect(totals.refundsCents).toBe(sums.refunded);
    expect(totals.disputesCents).toBe(sums.disputes_lost);
    expect(totals.paidOutCents).toBe(sums.paid_out);
    expect(totals.inTransitCents).toBe(sums.in_transit);
    expect(totals.netToSchoolCents).toBe(
      totals.chargedCents -
        totals.processingFeesCents -
        totals.commissionCents -
        totals.platformFeesCents -
        totals.refundsCents -
        totals.disputesCents,
    );
    expect(totals.netToSchoolCents).toBe(totals.pendingCents + totals.inTransitCents + totals.paidOutCents);

    // The statement's rows add up to its totals row, and that row is the money page's figures.
    const sheet = thonStatement(db, { eventId: event.id });
    const rows: (string | number)[][] = [];
    await sheet.writeRows((page) => rows.push(...page));
    const totalsRow = rows.at(-1) ?? [];
    const entryRows = rows.slice(0, -1);
    expect(entryRows).toHaveLength(entriesExpected);
    for (let column = 3; column < sheet.header.length; column++) {
      const cents = entryRows.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);
      expect(cents).toBe(Math.round(Number(totalsRow[column]) * 100));
    }
    expect(Math.round(Number(totalsRow[3]) * 100) + Math.round(Number(totalsRow[4]) * 100)).toBe(
      totals.chargedCents,
    );
  });

  it('refuses to change or remove a ledger row, and an entry whose lines do not sum to zero', async () => {
    const { db } = database;
    const event = await createEvent(db);
    const sent = {
      eventId: event.id,
      provider: 'test',
      providerPayoutId: `po_${unique()}`,
      amountCents: 500,
    };
    await sendPayout(db, { ...sent, arrivalDate: '2026-11-30' });
    await expect(
      db.execute(sql`update ledger_lines set amount_cents = 1 where event_id = ${event.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries where event_id = ${event.id}`)).rejects.toThrow();
    const [entry] = await db
      .insert(schema.ledgerEntries)
      .values({ eventId: event.id, kind: 'payout', key: `payout:${unique()}`, payoutId: null })
      .returning()
      .catch(() => [undefined]);
    expect(entry).toBeUndefined();
    const [payout] = await db.select().from(schema.payouts).where(sql`event_id = ${event.id}`);
    await expect(
      db.transaction(async (tx) => {
        const [written] = await tx
          .insert(schema.ledgerEntries)
          .values({
            eventId: event.id,
            kind: 'payout_paid',
            key: `payout_paid:${unique()}`,
            payoutId: payout?.id,
          })
          .returning();
        await tx.insert(schema.ledgerLines).values({
          entryId: written?.id ?? '',
          eventId: event.id,
          account: 'school_paid_out',
          amountCents: 500,
        });
      }),
    ).rejects.toThrow();
    expect((await thonMoneyTotals(db, { eventId: event.id })).inTransitCents).toBe(500);
  });
});
