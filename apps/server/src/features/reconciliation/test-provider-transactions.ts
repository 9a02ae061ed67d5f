import { type Executor, rowsOf, schema, sql } from '@pledgethon/db';
import type { BalanceTransactions, Period, ProviderTransaction } from './balance-transactions';

const { payments, payouts, pledgeRefunds } = schema;

/**
 * The built-in test provider's balance transactions (decision 139). It keeps no books of its own:
 * what it answered is what the platform recorded of it, so its records are its payments (each charge
 * with the fee it kept, at the moment it was recorded), the refunds it gave (when they were given)
 * and its payouts (when sent). The ledger is written from the same answers by other code, which is
 * what this comparison checks.
 */
export function testProviderTransactions(db: Executor): BalanceTransactions {
  return {
    provider: 'test',
    compares: ['charge', 'refund', 'payout'],
    async *list({ start, end }: Period): AsyncIterable<ProviderTransaction> {
      const rows = await db.execute(sql`
        select 'charge' as transaction, provider_reference as reference, amount_cents, processing_fee_cents as fee_cents
        from ${payments}
        where provider = 'test' and method = 'card' and status in ('succeeded', 'refunded')
          and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        union all
        select 'refund', p.provider_reference, r.amount_cents, 0
        from ${pledgeRefunds} r join ${payments} p on p.id = r.payment_id
        where p.provider = 'test' and r.state = 'refunded' and r.updated_at >= ${start.toISOString()}::timestamptz and r.updated_at < ${end.toISOString()}::timestamptz
        union all
        select 'payout', provider_payout_id, amount_cents, 0
        from ${payouts}
        where provider = 'test' and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`);
      for (const row of rowsOf<{
        transaction: ProviderTransaction['transaction'];
        reference: string;
        amount_cents: number;
        fee_cents: number;
      }>(rows))
        yield {
          transaction: row.transaction,
          reference: row.reference,
          amountCents: row.amount_cents,
          feeCents: row.fee_cents,
        };
    },
  };
}
