import { schema, seedDemo } from '@pledgethon/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { reconcilePeriod } from './reconcile';
import { testProviderTransactions } from './test-provider-transactions';

describe("the demo's reconciliation", () => {
  const server = useTestApp();
  beforeAll(() => seedDemo(server.db));

  it('says what the job finds over the same days: no difference', async () => {
    const [seeded, ...others] = await server.db.select().from(schema.reconciliationRuns);
    expect(others).toEqual([]);
    expect(seeded?.periodStart.getTime()).toBeLessThan(Date.now() - 70 * 86_400_000);
    const { differences } = await reconcilePeriod(server.db, testProviderTransactions(server.db), {
      period: { start: seeded?.periodStart ?? new Date(), end: seeded?.periodEnd ?? new Date() },
      trigger: 'administrator',
    });
    expect(differences).toEqual([]);
  });
});
