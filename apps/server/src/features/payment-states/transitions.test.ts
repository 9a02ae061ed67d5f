import { eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPayment,
  createPledge,
  createTestDatabase,
  type TestDatabase,
  unique,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeKey } from './charge-keys';
import { recordRefused, retryCharge, settleCharges, writeOffCharge } from './charge-moves.queries';
import { moveDispute } from './dispute-moves.queries';
import { failPayment, payPayment, raiseRefundedTotal } from './payment-moves.queries';
import { settlePayout } from './payout-moves.queries';
import { completeRefund, refuseRefund } from './refund-moves.queries';
import { askRefusedAgain, recordAttemptMade, recordAttemptRefused } from './transfer-moves.queries';
import { fromStates, type Machine, MOVES, type MoveEvent, toState } from './transitions';

/** Whether the query says the row moved, and the row's state as read back after it. */
type Outcome = { moved: boolean; now: string };

const { chargeSplits, chargeTransfers, disputes, pledgeCharges, payments, pledgeRefunds, payouts } = schema;
const STATES = {
  charge: schema.PLEDGE_CHARGE_STATES,
  payment: schema.PAYMENT_STATUSES,
  refund: schema.PLEDGE_REFUND_STATES,
  payout: schema.PAYOUT_STATUSES,
  dispute: schema.DISPUTE_STATUSES,
  transfer: schema.TRANSFER_STATES,
} as const;
const PAID_CENTS = 2_000;

describe('the moves of the money', () => {
  let database: TestDatabase;
  let participant: { id: string; eventId: string };
  beforeAll(async () => {
    database = await createTestDatabase();
    const event = await createEvent(database.db, { status: 'active' });
    participant = await createParticipant(database.db, event.id);
  });
  afterAll(() => database.close());

  /** A card gift's first payment, in `status`, under its charge's first key. */
  async function paymentIn(status: schema.PaymentStatus) {
    const pledge = await createPledge(database.db, participant, { amountCents: PAID_CENTS });
    const payment = await createPayment(database.db, participant, {
      pledgeId: pledge.id,
      amountCents: PAID_CENTS,
      refundedCents: status === 'refunded' ? PAID_CENTS : 0,
      method: 'card',
      provider: 'test',
      providerReference: `ch_${unique()}`,
      status,
      idempotencyKey: chargeKey(pledge.id, 1),
    });
    return { pledge, payment };
  }

  /** A pledge's charge at its first attempt, in `state`; a paid one with the payment it took. */
  async function chargeIn(state: schema.PledgeChargeState) {
    const pledge = await createPledge(database.db, participant, { amountCents: PAID_CENTS });
    const payment =
      state === 'succeeded'
        ? await createPayment(database.db, participant, {
            pledgeId: pledge.id,
            amountCents: PAID_CENTS,
            method: 'card',
            provider: 'test',
            idempotencyKey: chargeKey(pledge.id, 1),
          })
        : undefined;
    const [charge] = await database.db
      .insert(pledgeCharges)
      .values({
        pledgeId: pledge.id,
        eventId: participant.eventId,
        pledgeCents: PAID_CENTS,
        state,
        paymentId: payment?.id,
      })
      .returning();
    if (!charge) throw new Error('no charge was written');
    return charge;
  }

  async function refundIn(state: schema.PledgeRefundState) {
    const { pledge, payment } = await paymentIn('succeeded');
    const [refund] = await database.db
      .insert(pledgeRefunds)
      .values({
        pledgeId: pledge.id,
        paymentId: payment.id,
        amountCents: 500,
        newAmountCents: PAID_CENTS - 500,
        newCoversFees: false,
        state,
        idempotencyKey: `pledge-refund:${pledge.id}:1`,
      })
      .returning();
    if (!refund) throw new Error('no refund was written');
    return refund;
  }

  async function payoutIn(status: schema.PayoutStatus) {
    const [payout] = await database.db
      .insert(payouts)
      .values({
        eventId: participant.eventId,
        provider: 'test',
        providerPayoutId: `po_${unique()}`,
        amountCents: PAID_CENTS,
        status,
        arrivalDate: '2026-11-02',
      })
      .returning();
    if (!payout) throw new Error('no payout was written');
    return payout;
  }
  const disputeMove = (event: 'submitted' | 'won' | 'lost') => async (from: string) => {
    const { payment } = await paymentIn('succeeded');
    const [dispute] = await database.db
      .insert(disputes)
      .values({
        provider: 'test',
        providerDisputeId: `dp_${unique()}`,
        eventId: participant.eventId,
        paymentId: payment.id,
        amountCents: PAID_CENTS,
        status: from as schema.DisputeStatus,
        reason: 'fraudulent',
      })
      .returning();
    if (!dispute) throw new Error('no dispute was written');
    const moved = await moveDispute(database.db, { id: dispute.id, event });
    const [now] = await database.db.select().from(disputes).where(eq(disputes.id, dispute.id));
    return { moved, now: now?.status ?? 'gone' };
  };
  /** The school's transfer of a split payment, to an account of its own, in `state`. */
  async function transferIn(state: schema.TransferState) {
    const { payment } = await paymentIn('succeeded');
    await database.db.insert(chargeSplits).values({
      paymentId: payment.id,
      sourceTransaction: payment.providerReference ?? '',
      transferGroup: `thon:${participant.eventId}`,
      processingFeeCents: 0,
      commissionCents: 0,
      platformFeeCents: 0,
      schoolCents: PAID_CENTS,
    });
    const [transfer] = await database.db
      .insert(chargeTransfers)
      .values({
        paymentId: payment.id,
        share: 'school',
        destination: `acct_${unique()}`,
        amountCents: PAID_CENTS,
        idempotencyKey: `charge-transfer:${payment.id}:school`,
        state,
        reference: state === 'made' ? `tr_${unique()}` : null,
        refusal: state === 'refused' ? 'Your destination account needs the transfers capability.' : null,
      })
      .returning();
    if (!transfer) throw new Error('no transfer was written');
    return transfer;
  }
  const transferState = async (id: string) =>
    (await database.db.select().from(chargeTransfers).where(eq(chargeTransfers.id, id)))[0]?.state ?? 'gone';
  const payoutState = async (id: string) =>
    (await database.db.select().from(payouts).where(eq(payouts.id, id)))[0]?.status ?? 'gone';
  const payoutMove = (event: 'paid' | 'failed') => async (from: string) => {
    const payout = await payoutIn(from as schema.PayoutStatus);
    const moved = await settlePayout(database.db, { id: payout.id, event });
    return { moved, now: await payoutState(payout.id) };
  };

  /** Each event of the table, made by the one query that makes it, on a row in state `from`. */
  const make: Record<Machine, Record<string, (from: string) => Promise<Outcome>>> = {
    charge: {
      paid: async (from) => {
        const charge = await chargeIn(from as schema.PledgeChargeState);
        // The provider took the money under the charge's key (a paid charge's payment exists already).
        if (from !== 'succeeded')
          await createPayment(database.db, participant, {
            pledgeId: charge.pledgeId,
            amountCents: PAID_CENTS,
            method: 'card',
            provider: 'test',
            idempotencyKey: chargeKey(charge.pledgeId, 1),
          });
        const moved = await settleCharges(database.db, [chargeKey(charge.pledgeId, 1)]);
        return { moved: moved.length > 0, now: await chargeState(charge.id) };
      },
      refused: async (from) => {
        const charge = await chargeIn(from as schema.PledgeChargeState);
        const moved = await recordRefused(database.db, [{ charge, failure: 'Declined' }], new Date());
        return { moved: moved.length > 0, now: await chargeState(charge.id) };
      },
      retried: async (from) => {
        const charge = await chargeIn(from as schema.PledgeChargeState);
        const moved = await retryCharge(database.db, charge);
        return { moved, now: await chargeState(charge.id) };
      },
      written_off: async (from) => {
        const charge = await chargeIn(from as schema.PledgeChargeState);
        const moved = await writeOffCharge(database.db, { pledgeId: charge.pledgeId });
        return { moved, now: await chargeState(charge.id) };
      },
    },
    payment: {
      paid: async (from) => {
        const { pledge, payment } = await paymentIn(from as schema.PaymentStatus);
        const moved = await payPayment(database.db, {
          eventId: participant.eventId,
          participantId: participant.id,
          pledgeId: pledge.id,
          chargeKey: chargeKey(pledge.id, 1),
          provider: 'test',
          reference: payment.providerReference ?? '',
          amountCents: PAID_CENTS,
          processingFeeCents: 0,
          platformFeeBasisPoints: 0,
        });
        return { moved, now: await paymentState(payment.id) };
      },
      refused: async (from) => {
        const { pledge, payment } = await paymentIn(from as schema.PaymentStatus);
        const moved = await failPayment(database.db, { chargeKey: chargeKey(pledge.id, 1) });
        return { moved, now: await paymentState(payment.id) };
      },
      refunded_in_part: async (from) => {
        const { payment } = await paymentIn(from as schema.PaymentStatus);
        const moved = (await raiseRefundedTotal(database.db, { id: payment.id }, 500)) === payment.id;
        return { moved, now: await paymentState(payment.id) };
      },
      refunded_in_full: async (from) => {
        const { payment } = await paymentIn(from as schema.PaymentStatus);
        const reference = { provider: 'test', reference: payment.providerReference ?? '' };
        const moved = (await raiseRefundedTotal(database.db, reference, PAID_CENTS)) === payment.id;
        return { moved, now: await paymentState(payment.id) };
      },
    },
    refund: {
      refunded: async (from) => {
        const refund = await refundIn(from as schema.PledgeRefundState);
        const moved = await completeRefund(database.db, { id: refund.id, reference: `re_${unique()}` });
        return { moved, now: await refundState(refund.id) };
      },
      refused: async (from) => {
        const refund = await refundIn(from as schema.PledgeRefundState);
        const moved = await refuseRefund(database.db, { id: refund.id, failure: 'Refused' });
        return { moved, now: await refundState(refund.id) };
      },
    },
    payout: { paid: payoutMove('paid'), failed: payoutMove('failed') },
    dispute: { submitted: disputeMove('submitted'), won: disputeMove('won'), lost: disputeMove('lost') },
    transfer: {
      made: async (from) => {
        const transfer = await transferIn(from as schema.TransferState);
        const moved = await recordAttemptMade(database.db, {
          of: 'transfer',
          id: transfer.id,
          reference: `tr_${unique()}`,
        });
        return { moved, now: await transferState(transfer.id) };
      },
      refused: async (from) => {
        const transfer = await transferIn(from as schema.TransferState);
        const moved = await recordAttemptRefused(database.db, {
          of: 'transfer',
          id: transfer.id,
          refusal: 'No such destination.',
        });
        return { moved, now: await transferState(transfer.id) };
      },
      asked_again: async (from) => {
        const transfer = await transferIn(from as schema.TransferState);
        const moved = await askRefusedAgain(database.db, { accountId: transfer.destination });
        return { moved: moved > 0, now: await transferState(transfer.id) };
      },
    },
  };

  const chargeState = async (id: string) =>
    (await database.db.select().from(pledgeCharges).where(eq(pledgeCharges.id, id)))[0]?.state ?? 'gone';
  const paymentState = async (id: string) => {
    const [row] = await database.db.select().from(payments).where(eq(payments.id, id));
    return row ? `${row.status}, ${row.refundedCents} refunded` : 'gone';
  };
  const refundState = async (id: string) =>
    (await database.db.select().from(pledgeRefunds).where(eq(pledgeRefunds.id, id)))[0]?.state ?? 'gone';

  it('moves a row on an event to one state only', () => {
    for (const move of MOVES) expect(toState(move.of, move.on as MoveEvent<typeof move.of>)).toBe(move.to);
  });

  // Every event of the table, from every state its machine has: the allowed moves and all the others.
  const walk = [...new Map(MOVES.map((move) => [`${move.of} ${move.on}`, move])).values()].flatMap(
    ({ of: machine, on: event }) => STATES[machine].map((from) => ({ machine, event, from })),
  );

  it.each(walk)('a $machine $from on $event', async ({ machine, event, from }) => {
    const run = make[machine][event];
    if (!run) throw new Error(`nothing makes a ${machine} ${event}`);
    const allowed = (fromStates(machine, event as MoveEvent<typeof machine>) as string[]).includes(from);
    const { moved, now } = await run(from);
    expect(moved).toBe(allowed);
    const to = allowed ? toState(machine, event as MoveEvent<typeof machine>) : from;
    if (machine !== 'payment') expect(now).toBe(to);
    else {
      // What a payment has given back moves with it: a part refund is 500, a full one all of it.
      const refunded = from === 'refunded' || (allowed && event === 'refunded_in_full') ? PAID_CENTS : 0;
      expect(now).toBe(`${to}, ${allowed && event === 'refunded_in_part' ? 500 : refunded} refunded`);
    }
  });
});
