import { type Executor, schema, sql } from '@pledgethon/db';

const { chargeTransfers, payments, transferReversals } = schema;

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Writes the reversals the transfers of these payments owe (decision 138), in the transaction of the
 * refund or dispute move that owes them, before the provider is asked. Each transfer is taken back in
 * proportion to what left the charge: for refunds, its refunded total (a row per total reached, keyed
 * by it); for each dispute whose funds were withdrawn, the disputed amount (a row per dispute); and a
 * dispute won owes a new transfer of what its reversals took. Keys make every row once, so the same
 * call after a replay, or when the charge is split after its refund, owes nothing twice.
 */
export async function oweReversals(db: Executor, paymentIds: string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  const ofPayments = sql`t.payment_id in (${idList(paymentIds)})`;
  await db.execute(sql`
    insert into ${transferReversals} (transfer_id, amount_cents, idempotency_key)
    select id, target - already, 'transfer-reversal:' || id || ':refund:' || target
    from (
      select t.id, (t.amount_cents::bigint * p.refunded_cents / p.amount_cents)::int as target,
        (select coalesce(sum(r.amount_cents), 0)::int from ${transferReversals} r
          where r.transfer_id = t.id and r.dispute_id is null) as already
      from ${chargeTransfers} t join ${payments} p on p.id = t.payment_id
      where ${ofPayments}
    ) owed
    where target > already
    on conflict (idempotency_key) do nothing`);
  await db.execute(sql`
    insert into ${transferReversals} (transfer_id, dispute_id, amount_cents, idempotency_key)
    select t.id, d.id, (t.amount_cents::bigint * d.amount_cents / p.amount_cents)::int,
      'transfer-reversal:' || t.id || ':dispute:' || d.id
    from ${chargeTransfers} t
    join ${payments} p on p.id = t.payment_id
    join ${schema.disputes} d on d.payment_id = p.id
    where ${ofPayments}
      and exists (select 1 from ${schema.ledgerEntries} e where e.key = 'dispute_withdrawn:' || d.id)
      and t.amount_cents::bigint * d.amount_cents / p.amount_cents > 0
    on conflict (idempotency_key) do nothing`);
  await db.execute(sql`
    insert into ${transferReversals} (transfer_id, dispute_id, kind, amount_cents, idempotency_key)
    select r.transfer_id, r.dispute_id, 'reinstatement', r.amount_cents,
      'transfer-reinstatement:' || r.transfer_id || ':dispute:' || r.dispute_id
    from ${transferReversals} r
    join ${chargeTransfers} t on t.id = r.transfer_id
    where ${ofPayments} and r.kind = 'reversal'
      and exists (select 1 from ${schema.ledgerEntries} e where e.key = 'dispute_reinstated:' || r.dispute_id)
    on conflict (idempotency_key) do nothing`);
}
