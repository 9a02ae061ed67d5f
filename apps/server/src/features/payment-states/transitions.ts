import { type eq, type SQL, type schema, sql } from '@pledgethon/db';

type States = {
  charge: schema.PledgeChargeState;
  payment: schema.PaymentStatus;
  refund: schema.PledgeRefundState;
  payout: schema.PayoutStatus;
  dispute: schema.DisputeStatus;
  transfer: schema.TransferState;
};
export type Machine = keyof States;
type Move = { [M in Machine]: { of: M; from: States[M]; on: string; to: States[M] } }[Machine];

/**
 * Every move the money may make, and no other: a charge of a pledge, the payment it took, a refund
 * of a paid gift, a payout of the school's balance, a dispute of a payment by the donor's bank, and a
 * transfer to a connected account or a reversal of one (both attempts at the provider, decision 143).
 * Each update names the from-states this table allows for its event, so a move not here changes
 * nothing and its caller hears that nothing moved. Rows only ever go forward, which is why webhook
 * deliveries in any order end in the same state (decision 064). Rows are born in their first state by
 * an insert: a charge pending, not due (under the $1 minimum) or already succeeded (a gift paid at its
 * form); a payment pending or succeeded; a refund requested; a payout in transit; a dispute needing a
 * response; a transfer or reversal pending. Each move that moves money writes its ledger entry in the same transaction (decision 134).
 */
export const MOVES = [
  // The provider took the money under this attempt's key; also after a refusal was recorded first.
  { of: 'charge', from: 'pending', on: 'paid', to: 'succeeded' },
  { of: 'charge', from: 'failed', on: 'paid', to: 'succeeded' },
  { of: 'charge', from: 'pending', on: 'refused', to: 'failed' },
  // The next attempt, under a new key: the schedule's retry or the donor's recovery link.
  { of: 'charge', from: 'failed', on: 'retried', to: 'pending' },
  { of: 'charge', from: 'failed', on: 'written_off', to: 'written_off' },
  { of: 'payment', from: 'pending', on: 'paid', to: 'succeeded' },
  { of: 'payment', from: 'failed', on: 'paid', to: 'succeeded' },
  { of: 'payment', from: 'pending', on: 'refused', to: 'failed' },
  // What is given back only grows; the payment is refunded once all of it is (decision 065).
  { of: 'payment', from: 'succeeded', on: 'refunded_in_part', to: 'succeeded' },
  { of: 'payment', from: 'succeeded', on: 'refunded_in_full', to: 'refunded' },
  { of: 'refund', from: 'requested', on: 'refunded', to: 'refunded' },
  // The compensation: the provider refused, the gift keeps its terms and its payment.
  { of: 'refund', from: 'requested', on: 'refused', to: 'failed' },
  // The bank received the payout, or returned it to the school's balance.
  { of: 'payout', from: 'in_transit', on: 'paid', to: 'paid' },
  { of: 'payout', from: 'in_transit', on: 'failed', to: 'failed' },
  // Stripe's dispute statuses, forward only (decision 138): evidence sent, then the bank's decision,
  // which may come without any evidence.
  { of: 'dispute', from: 'needs_response', on: 'submitted', to: 'under_review' },
  { of: 'dispute', from: 'needs_response', on: 'won', to: 'won' },
  { of: 'dispute', from: 'under_review', on: 'won', to: 'won' },
  { of: 'dispute', from: 'needs_response', on: 'lost', to: 'lost' },
  { of: 'dispute', from: 'under_review', on: 'lost', to: 'lost' },
  // A transfer or reversal is answered once: made, or refused for good (decision 143). A refusal is
  // asked again, under the same key and amount, once the receiving account says it was fixed.
  { of: 'transfer', from: 'pending', on: 'made', to: 'made' },
  { of: 'transfer', from: 'pending', on: 'refused', to: 'refused' },
  { of: 'transfer', from: 'refused', on: 'asked_again', to: 'pending' },
] as const satisfies readonly Move[];

type Row = (typeof MOVES)[number];
export type MoveEvent<M extends Machine> = Extract<Row, { of: M }>['on'];
type Target<M extends Machine, E> = Extract<Row, { of: M; on: E }>['to'];

const movesOf = (machine: Machine, event: string): Row[] =>
  MOVES.filter((move) => move.of === machine && move.on === event);

/** The states `event` may move a row of `machine` from. */
export const fromStates = <M extends Machine>(machine: M, event: MoveEvent<M>) =>
  movesOf(machine, event).map((move) => move.from as States[M]);

/** The one state `event` moves a row of `machine` to. */
export function toState<M extends Machine, E extends MoveEvent<M>>(machine: M, event: E): Target<M, E> {
  const [move] = movesOf(machine, event);
  if (!move) throw new Error(`no move of a ${machine} on ${event}`);
  return move.to as Target<M, E>;
}

/** The update's condition: the row's state is one `event` may move it from. */
export function movable<M extends Machine>(
  state: Parameters<typeof eq>[0],
  machine: M,
  event: MoveEvent<M>,
): SQL {
  const from = fromStates(machine, event).map((value) => sql`${value}`);
  return sql`${state} in (${sql.join(from, sql`, `)})`;
}
