import { and, count, eq, inArray, isNotNull, schema, sql } from '@pledgethon/db';
import { createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPaymentAccounts } from '../../integrations/payments/local-payment-accounts';
import { recordQueries, sequentialScans } from '../../testing/query-plans';
import { type SplitContext, splitCharges } from './split-charges';
import { writeNewCharges, writeTransferHistory } from './transfer-history';

const THONS = 200;
const CHARGES_EACH = 100;
// One Thon in a hundred belongs to a franchise with no account yet: its commissions are owed.
const OWED_EVERY = 100;
// One school's transfer in five partly taken back: enough reversals that reading them whole would show.
const REVERSED_EVERY = 5;
const HISTORY = ['payments', 'pledge_charges', 'charge_splits', 'charge_transfers', 'transfer_reversals'];

/** The tables of the charges' history that the worker's statements read whole, by statement. */
async function historyScans(database: TestDatabase, run: () => Promise<unknown>) {
  const queries = await recordQueries(database, run);
  const selects = queries.filter((query) => /^\s*select/i.test(query.text));
  const scans = await Promise.all(
    selects.map(async (query) =>
      (await sequentialScans(database, query)).filter((table) => HISTORY.includes(table)),
    ),
  );
  return { statements: selects.length, scans };
}

describe('the charge-transfers worker on a history of split charges (decision 150)', () => {
  let database: TestDatabase;
  let context: SplitContext;
  beforeAll(async () => {
    database = await createTestDatabase();
    await writeTransferHistory(database.db, {
      thons: THONS,
      chargesEach: CHARGES_EACH,
      owedEvery: OWED_EVERY,
      reversedEvery: REVERSED_EVERY,
    });
    context = {
      db: database.db,
      accounts: localPaymentAccounts,
      paymentProvider: 'test',
      platformFeeBasisPoints: 500,
      log: pino({ level: 'silent' }),
    };
  }, 120_000);
  afterAll(() => database.close());

  it('finds nothing to do in four statements, none reading the history whole', async () => {
    const { statements, scans } = await historyScans(database, () => splitCharges(context));
    expect(statements).toBe(4);
    expect(scans).toEqual([[], [], [], []]);
  });

  it('splits the new charges once, from their own index, and marks them split with their split', async () => {
    const fresh = await writeNewCharges(database.db, { count: 10, round: 'plans' });
    const { scans } = await historyScans(database, () => splitCharges(context));
    expect(scans.flat()).toEqual([]);
    const [split] = await database.db
      .select({ n: count() })
      .from(schema.payments)
      .innerJoin(schema.chargeSplits, eq(schema.chargeSplits.paymentId, schema.payments.id))
      .where(and(inArray(schema.payments.id, fresh), isNotNull(schema.payments.splitAt)));
    expect(split?.n).toBe(10);
    const again = await recordQueries(database, () => splitCharges(context));
    expect(again.filter((query) => /^\s*insert/i.test(query.text))).toEqual([]);
  });

  it('transfers the owed commissions once their franchise can take charges, reading only those', async () => {
    const owed = () =>
      database.db
        .select({ n: count() })
        .from(schema.chargeSplits)
        .where(isNotNull(schema.chargeSplits.commissionOwedTo));
    const [before] = await owed();
    // The history's owed Thons, and the new charges' of those Thons when the split test ran first.
    expect(before?.n).toBeGreaterThanOrEqual((THONS / OWED_EVERY) * CHARGES_EACH);
    await database.db.execute(sql`insert into connected_accounts (account_id, provider, charges_enabled)
      values ('bench_acct_late', 'local', true)`);
    await database.db.execute(sql`update franchisees set connected_account_id = 'bench_acct_late'
      where connected_account_id is null`);
    const { scans } = await historyScans(database, () => splitCharges(context));
    expect(scans.flat()).toEqual([]);
    const [after] = await owed();
    expect(after?.n).toBe(0);
    const [late] = await database.db
      .select({ n: count() })
      .from(schema.chargeTransfers)
      .where(
        and(
          eq(schema.chargeTransfers.destination, 'bench_acct_late'),
          eq(schema.chargeTransfers.state, 'made'),
        ),
      );
    expect(late?.n).toBe(before?.n);
  });
});
