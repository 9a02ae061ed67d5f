import { RECONCILED_TRANSACTIONS } from '@pledgethon/core';
import { type Executor, rowsOf, schema, sql } from '@pledgethon/db';
import { TEST_DISPUTE_FEE_CENTS } from '../../integrations/payments/test-payments';
import type { BalanceTransactions, Period, ProviderTransaction } from './balance-transactions';
import { epochMs } from './epoch-ms';

const { disputes, payments, payouts, pledgeRefunds } = schema;

/**
 * The built-in test provider's balance transactions (decision 139). It keeps no books of its own:
 * what it answered is what the platform recorded of it, so its records are its payments (each charge
 * with the fee it kept, at the moment it was recorded), the refunds it gave (when they were given)
 * its payouts (when sent, and when the bank received or returned them: decision 156), and its disputes
 * (decision 152): the disputed amount and its test fee withdrawn when the dispute was opened, both
 * given back when it was decided won. The ledger is written from the same answers by other code, which is
 * what this comparison checks. Its transfers to connected accounts keep nothing, not even an amount
 * (each is named after its key), so there is no record of its own to compare them with.
 */
export function testProviderTransactions(db: Executor): BalanceTransactions {
  return {
    provider: 'test',
    compares: RECONCILED_TRANSACTIONS.filter((kind) => kind !== 'transfer' && kind !== 'transfer_reversal'),
    async *list({ start, end }: Period): AsyncIterable<ProviderTransaction> {
      // Only the module's own column names reach `sql.raw`.
      const within = (column: string) =>
        sql`${sql.raw(column)} >= ${start.toISOString()}::timestamptz and ${sql.raw(column)} < ${end.toISOString()}::timestamptz`;
      const at = (column: string) => sql`${epochMs(sql.raw(column))} as at_ms`;
      const rows = await db.execute(sql`
        select 'charge' as transaction, provider_reference as reference, amount_cents, processing_fee_cents as fee_cents,
          ${at('created_at')}
        from ${payments}
        where provider = 'test' and method = 'card' and status in ('succeeded', 'refunded')
          and ${within('created_at')}
        union all
        select 'refund', p.provider_reference, r.amount_cents, 0, ${at('r.updated_at')}
        from ${pledgeRefunds} r join ${payments} p on p.id = r.payment_id
        where p.provider = 'test' and r.state = 'refunded' and ${within('r.updated_at')}
        union all
        select 'payout', provider_payout_id, amount_cents, 0, ${at('created_at')}
        from ${payouts}
        where provider = 'test' and ${within('created_at')}
        union all
        select case status when 'paid' then 'payout_paid' else 'payout_failed' end, provider_payout_id, amount_cents, 0,
          ${at('updated_at')}
        from ${payouts}
        where provider = 'test' and status in ('paid', 'failed') and ${within('updated_at')}
        union all
        select 'dispute_withdrawn', provider_dispute_id, amount_cents, ${TEST_DISPUTE_FEE_CENTS}::int, ${at('created_at')}
        from ${disputes} where provider = 'test' and ${within('created_at')}
        union all
        select 'dispute_reinstated', provider_dispute_id, amount_cents, ${TEST_DISPUTE_FEE_CENTS}::int, ${at('updated_at')}
        from ${disputes} where provider = 'test' and status = 'won' and ${within('updated_at')}`);
      for (const row of rowsOf<{
        transaction: ProviderTransaction['transaction'];
        reference: string;
        amount_cents: number;
        fee_cents: number;
        at_ms: number;
      }>(rows))
        yield {
          transaction: row.transaction,
          reference: row.reference,
          amountCents: row.amount_cents,
          feeCents: row.fee_cents,
          atMs: row.at_ms,
        };
    },
  };
}
