import { type Executor, rowsOf, schema, sql } from '@pledgethon/db';

const { chargeTransfers, payments, transferReversals } = schema;

// Refusals are rare and each waits for a person; a page this long is never short of them.
const SHOWN = 100;

/** A transfer of a charge's share, a reversal of one, or a reinstatement, that the provider refused. */
export type RefusedTransfer = {
  id: string;
  kind: 'transfer' | 'reversal' | 'reinstatement';
  share: 'school' | 'commission';
  destination: string;
  amount_cents: number;
  refusal: string;
  refused_at: string;
};

/**
 * What the provider refused for good on the Thon's charges (decision 143), newest first: each is
 * asked again once its account can take charges, so the treasurer sees what waits on whom.
 */
export async function refusedTransfers(db: Executor, { eventId }: { eventId: string }) {
  const refusedAt = (alias: 't' | 'r') =>
    sql.raw(`to_char(${alias}.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
  const rows = await db.execute(sql`
    select * from (
      select t.id, 'transfer' as kind, t.share, t.destination, t.amount_cents, t.refusal,
        ${refusedAt('t')} as refused_at
      from ${chargeTransfers} t join ${payments} p on p.id = t.payment_id
      where p.event_id = ${eventId} and t.state = 'refused'
      union all
      select r.id, r.kind::text, t.share, t.destination, r.amount_cents, r.refusal,
        ${refusedAt('r')}
      from ${transferReversals} r
      join ${chargeTransfers} t on t.id = r.transfer_id
      join ${payments} p on p.id = t.payment_id
      where p.event_id = ${eventId} and r.state = 'refused'
    ) refused
    order by refused_at desc, destination
    limit ${SHOWN}`);
  return rowsOf<RefusedTransfer>(rows);
}
