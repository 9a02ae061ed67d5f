import { DEMO_EVENT_CODE, eq, schema, seedDemo } from '@pledgethon/db';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { localPaymentAccounts } from '../../integrations/payments/local-payment-accounts';
import { sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { splitCharges } from '../connect/split-charges';

describe("the demo Thon's settings", () => {
  const server = useTestApp();
  beforeAll(() => seedDemo(server.db));

  it("are open to the README's organiser and franchisee, and not to its teacher", async () => {
    const statusOf = async (email: string) => {
      const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, email));
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/Thons/Settings/${DEMO_EVENT_CODE}`,
        headers: await sessionHeaders(server.db, { userId: user?.id ?? null }),
      });
      return response.statusCode;
    };
    expect(await statusOf('organizer@pledgethon.test')).toBe(200);
    expect(await statusOf('franchisee@pledgethon.test')).toBe(200);
    expect(await statusOf('teacher@pledgethon.test')).toBe(403);
  });

  it("take card pledges, and split the demo's paid card charges to the school's and the franchise's test accounts, one commission refused", async () => {
    const form = await server.app.inject({ method: 'GET', url: `/api/Pledges/Form/${DEMO_EVENT_CODE}` });
    expect(form.json()).toMatchObject({ TakesCards: true });
    await splitCharges({
      db: server.db,
      accounts: localPaymentAccounts,
      paymentProvider: 'test',
      platformFeeBasisPoints: 0,
      log: pino({ level: 'silent' }),
    });
    const transfers = await server.db.select().from(schema.chargeTransfers);
    expect(new Set(transfers.map(({ destination }) => destination))).toEqual(
      new Set(['local_acct_demo_maple_elementary', 'local_acct_demo_great_lakes']),
    );
    // All made but last autumn's refused commission, which waits for someone to ask it again.
    expect(transfers.filter(({ state }) => state !== 'made')).toEqual([
      expect.objectContaining({
        share: 'commission',
        destination: 'local_acct_demo_great_lakes',
        state: 'refused',
      }),
    ]);
  });
});
