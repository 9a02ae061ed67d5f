import { type Executor, rowsOf, sql } from '@pledgethon/db';

const BENCH_FRANCHISE_ACCOUNT = 'bench_acct_franchise';

/**
 * A season of card charges the transfers worker has already split, written in bulk: `thons` Thons of
 * one franchise connected to its own account, each with its school's account able to take charges,
 * 20 children and `chargesEach` charges of flat pledges, every charge split and its school's share and
 * commission transferred, one school's transfer in `reversedEvery` partly taken back. One Thon in
 * `owedEvery` belongs to a franchise with no account yet, its commissions kept owed on the platform's
 * account (decision 143). Charges are marked split as the worker marks them.
 */
export async function writeTransferHistory(
  db: Executor,
  {
    thons,
    chargesEach,
    owedEvery = 100,
    reversedEvery = 50,
  }: { thons: number; chargesEach: number; owedEvery?: number; reversedEvery?: number },
) {
  await db.execute(sql`insert into connected_accounts (account_id, provider, charges_enabled, payouts_enabled,
      details_submitted)
    select 'bench_acct_' || i, 'local', true, true, true from generate_series(1, ${thons}) i
    union all select ${BENCH_FRANCHISE_ACCOUNT}, 'local', true, true, true`);
  await db.execute(sql`insert into franchisees (name, commission_basis_points, connected_account_id)
    values ('Bench Runs', 1000, ${BENCH_FRANCHISE_ACCOUNT}), ('Bench Runs Unconnected', 1000, null)`);
  await db.execute(sql`insert into organizations (name, type, state)
    select 'Bench School ' || i, 'Elementary School', 'IL' from generate_series(1, ${thons}) i`);
  await db.execute(sql`insert into events (organization_id, name, event_code, event_date, goal_cents, status,
      completed_at, time_zone, unit_name, unit_name_plural, max_units, payment_account_id, franchisee_id)
    select o.id, 'Bench Run ' || o.n, 'TS' || o.n, '2026-10-01', 1000000, 'completed', now(),
      'America/Chicago', 'lap', 'laps', 35, 'bench_acct_' || o.n,
      (select id from franchisees where name = case when o.n % ${owedEvery} = 0 then 'Bench Runs Unconnected' else 'Bench Runs' end)
    from (select id, row_number() over (order by id) as n from organizations where name like 'Bench School %') o`);
  await db.execute(sql`insert into participants (event_id, first_name, last_name, access_code)
    select e.id, 'Kid' || i, 'Runner', e.event_code || '-' || i
    from events e cross join generate_series(1, 20) i where e.event_code like 'TS%'`);
  await db.execute(sql`insert into pledges (event_id, participant_id, donor_first_name, donor_last_name, kind,
      amount_cents, idempotency_key, created_at)
    select p.event_id, p.id, 'Donor', 'No. ' || k, 'flat', 2000 + 100 * k, 'bench-' || p.id || '-' || k,
      now() - interval '60 days' + (k || ' hours')::interval
    from participants p cross join generate_series(1, ${Math.ceil(chargesEach / 20)}) k
    where p.access_code like 'TS%'`);
  await db.execute(sql`insert into payments (event_id, participant_id, pledge_id, amount_cents, method, provider,
      provider_reference, status, idempotency_key, created_at, split_at)
    select event_id, participant_id, id, amount_cents, 'card', 'test', 'ch_' || idempotency_key, 'succeeded',
      'paid-' || idempotency_key, created_at, created_at + interval '1 minute'
    from pledges where idempotency_key like 'bench-%'`);
  await db.execute(sql`insert into pledge_charges (pledge_id, event_id, pledge_cents, state, payment_id, created_at)
    select pledge_id, event_id, amount_cents, 'succeeded', id, created_at from payments
    where idempotency_key like 'paid-bench-%'`);
  await db.execute(sql`insert into charge_splits (payment_id, source_transaction, transfer_group,
      processing_fee_cents, commission_cents, platform_fee_cents, school_cents, commission_owed_to, created_at)
    select p.id, p.provider_reference, 'thon:' || p.event_id, 88, p.amount_cents / 10, 0,
      p.amount_cents - 88 - p.amount_cents / 10, case when f.connected_account_id is null then f.id end, p.split_at
    from payments p join events e on e.id = p.event_id join franchisees f on f.id = e.franchisee_id
    where e.event_code like 'TS%'`);
  await db.execute(sql`insert into charge_transfers (payment_id, share, destination, amount_cents, idempotency_key,
      state, reference, created_at)
    select s.payment_id, share, destination, cents, 'charge-transfer:' || s.payment_id || ':' || share, 'made',
      'tr_bench_' || s.payment_id || '_' || share, s.created_at
    from charge_splits s
    join payments p on p.id = s.payment_id
    join events e on e.id = p.event_id
    cross join lateral (values ('school'::transfer_share, e.payment_account_id, s.school_cents),
      ('commission'::transfer_share, ${BENCH_FRANCHISE_ACCOUNT}, s.commission_cents)) v(share, destination, cents)
    where e.event_code like 'TS%' and (v.share = 'school' or s.commission_owed_to is null)`);
  // Some of the school's transfers partly taken back after a refund (decision 138), long made.
  await db.execute(sql`insert into transfer_reversals (transfer_id, amount_cents, idempotency_key, state, reference,
      created_at)
    select t.id, 100, 'transfer-reversal:' || t.id || ':refund:100', 'made', 'trr_bench_' || t.id,
      t.created_at + interval '1 day'
    from charge_transfers t where t.share = 'school' and t.reference like 'tr_bench_%'
      and abs(hashtext(t.id::text)) % ${reversedEvery} = 0`);
  await db.execute(sql`analyze`);
}

/** New paid card charges on Thons of the history, not yet split: answers their ids. */
export async function writeNewCharges(db: Executor, { count, round }: { count: number; round: string }) {
  const written = await db.execute(sql`insert into payments (event_id, participant_id, amount_cents,
      method, provider, provider_reference, status, idempotency_key)
    select p.event_id, p.id, 2500, 'card', 'test', 'ch_new_' || ${round} || '_' || n, 'succeeded',
      'bench-new-' || ${round} || '-' || n
    from (select id, event_id, row_number() over (order by id) as n from participants
      where access_code like 'TS%' order by id limit ${count}) p
    returning id`);
  return rowsOf<{ id: string }>(written).map(({ id }) => id);
}
