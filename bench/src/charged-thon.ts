import { performance } from 'node:perf_hooks';
import { type DatabaseConnection, schema } from '@pledgethon/db';
import pino from 'pino';
import { loadConfig } from '../../apps/server/src/config';
import { processChargeRequest } from '../../apps/server/src/features/charging/process-charge-request';
import { owedToAbsentDonors } from '../../apps/server/src/features/pledges/owed-to-donors';
import { testPayments } from '../../apps/server/src/integrations/payments/test-payments';
import { writeBigThon } from './big-thon';

const log = pino({ level: 'silent' });
const config = loadConfig({});

/**
 * A completed Thon written in bulk (not timed), then charged end to end with the built-in test
 * provider by the function the pg-boss worker runs (timed): every charge, its ledger entry and the
 * donor's receipt (decisions 133, 134), with a platform fee so every share of a charge is written.
 */
export async function chargeCompletedThon(
  database: DatabaseConnection,
  size: { participants: number; pledgesEach: number },
) {
  return chargeThon(database, await writeBigThon(database.db, size));
}

/** A completed Thon already written, charged as `chargeCompletedThon` charges it (timed). */
export async function chargeThon({ db }: DatabaseConnection, eventId: string) {
  const [request] = await db.insert(schema.chargeRequests).values({ eventId }).returning();
  const started = performance.now();
  const summary = await processChargeRequest(
    {
      db,
      payments: testPayments,
      log,
      config: { ...config, PLATFORM_FEE_BASIS_POINTS: 150 },
      owed: owedToAbsentDonors({ db, config, log }),
    },
    { chargeRequestId: request?.id ?? '' },
  );
  return { eventId, summary, seconds: (performance.now() - started) / 1000 };
}
