import { messages } from '@pledgethon/core';
import { and, eq, ilike, schema } from '@pledgethon/db';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../http/dependency-outages';
import { RecordingPayments } from '../../integrations/payments/testing/recording-payments';
import { NO_RATE_LIMITS } from '../../testing/no-rate-limits';
import { useTestApp } from '../../testing/test-app';
import { owedToAbsentDonors } from '../pledges/owed-to-donors';
import { linkTokenSentTo } from '../pledges/testing';
import type { Owed } from './charge-pledges';
import { startNextAttempt } from './charges.queries';
import { processChargeRequest } from './process-charge-request';
import { resumeUnresolvedAttempts, UNRESOLVED_AFTER_MS } from './retry-charges';
import { completedThon } from './testing';

/** Kills, outages and lost answers around charging: every pledge ends charged once, or refused and asked once. */
describe('charge attempts that got no answer', () => {
  const provider = new RecordingPayments();
  const server = useTestApp({ payments: provider, env: NO_RATE_LIMITS });
  const log = pino({ level: 'silent' });
  const owe = () => owedToAbsentDonors({ db: server.db, config: server.config, log });
  const context = (owed: Owed = owe()) => ({
    db: server.db,
    payments: provider,
    log,
    config: server.config,
    owed,
  });
  const later = (ms: number) => new Date(Date.now() + ms);
  beforeEach(() => provider.comeBack());

  const chargesOf = (eventId: string) =>
    server.db.select().from(schema.pledgeCharges).where(eq(schema.pledgeCharges.eventId, eventId));
  const statesOf = async (eventId: string) => (await chargesOf(eventId)).map((charge) => charge.state).sort();
  const paymentRequestsTo = (pledgeId: string) =>
    server.db
      .select()
      .from(schema.outboxMessages)
      .where(ilike(schema.outboxMessages.idempotencyKey, `pledge-payment-request:${pledgeId}:%`));
  const chargedOncePerPledge = (pledgeIds: string[]) => {
    const perPledge = provider.succeededPerPledge();
    return pledgeIds.map((id) => perPledge.get(id) ?? 0);
  };

  it('leaves the charges the provider did not answer pending, holds back no other, and settles each once later', async () => {
    const thon = await completedThon(server, 12);
    provider.loseAnswersAfterCalls = provider.calls + 5;
    expect(await processChargeRequest(context(), thon)).toEqual({ charged: 5, failed: 0, unresolved: 7 });
    provider.comeBack();
    expect(await statesOf(thon.event.id)).toEqual([
      ...Array(7).fill('pending'),
      ...Array(5).fill('succeeded'),
    ]);

    // An attempt is asked again only once it has waited longer than any call takes.
    await resumeUnresolvedAttempts(context(), later(UNRESOLVED_AFTER_MS / 2));
    expect((await statesOf(thon.event.id)).filter((state) => state === 'pending')).toHaveLength(7);
    await resumeUnresolvedAttempts(context(), later(UNRESOLVED_AFTER_MS + 60_000));
    expect(await statesOf(thon.event.id)).toEqual(Array(12).fill('succeeded'));
    expect(chargedOncePerPledge(thon.pledgeIds)).toEqual(thon.pledgeIds.map(() => 1));
    const payments = await server.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.eventId, thon.event.id));
    expect(payments).toHaveLength(12);
  });

  it('resumes a retry whose process died after starting it, and asks its donor once', async () => {
    const thon = await completedThon(server, 1, { PaymentMethod: 'test_pm_fails_later' });
    await processChargeRequest(context(), thon);
    const [failed] = await chargesOf(thon.event.id);
    if (!failed) throw new Error('no charge');
    // The schedule's retry moved the charge to its second attempt, and the process died there.
    await startNextAttempt(server.db, { id: failed.id, attempt: 1, paymentMethod: null });

    await resumeUnresolvedAttempts(context(), later(UNRESOLVED_AFTER_MS + 60_000));
    expect(await chargesOf(thon.event.id)).toMatchObject([{ state: 'failed', attempt: 2 }]);
    const [pledgeId] = thon.pledgeIds;
    expect((await paymentRequestsTo(pledgeId ?? '')).map((message) => message.idempotencyKey).sort()).toEqual(
      [`pledge-payment-request:${pledgeId}:1`, `pledge-payment-request:${pledgeId}:2`],
    );
  });

  it('writes every payment request owed with the failures, when the process dies while writing them', async () => {
    const thon = await completedThon(server, 6, { PaymentMethod: 'test_pm_fails_later' });
    const asked: string[] = [];
    const diesAfterTwo: Owed = {
      ...owe(),
      async onRefusal(tx, pledgeIds) {
        for (const pledgeId of pledgeIds) {
          if (asked.length === 2) throw new Error('the charging process died');
          await owe().onRefusal(tx, [pledgeId]);
          asked.push(pledgeId);
        }
      },
    };
    await expect(processChargeRequest(context(diesAfterTwo), thon)).rejects.toThrow(
      'the charging process died',
    );
    await processChargeRequest(context(), thon);

    expect(await statesOf(thon.event.id)).toEqual(Array(6).fill('failed'));
    for (const pledgeId of thon.pledgeIds) expect(await paymentRequestsTo(pledgeId)).toHaveLength(1);
  });

  describe("a donor paying from the payment request's link", () => {
    async function failedPledge() {
      const thon = await completedThon(server, 1, { PaymentMethod: 'test_pm_fails_later' });
      await processChargeRequest(context(), thon);
      const [pledge] = thon.pledges;
      if (!pledge) throw new Error('no pledge');
      return { thon, pledgeId: pledge.id, token: await linkTokenSentTo(server.db, pledge.email) };
    }
    const pay = (token: string, card = 'test_pm_succeeds') =>
      server.app.inject({
        method: 'POST',
        url: '/api/Pledges/Pay',
        payload: { Token: token, PaymentMethod: card },
      });

    it('is told to try again while the card service is down, then pays once', async () => {
      const { thon, pledgeId, token } = await failedPledge();
      provider.goDown();
      const down = await pay(token);
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(down.json().Message).toBe(messages.paymentProviderSilent);
      expect(await chargesOf(thon.event.id)).toMatchObject([{ state: 'pending', attempt: 2 }]);

      provider.comeBack();
      const paid = await pay(token);
      expect(paid.json()).toEqual({ Success: true, Message: messages.paymentReceived });
      expect(chargedOncePerPledge([pledgeId])).toEqual([1]);
      expect(await chargesOf(thon.event.id)).toMatchObject([{ state: 'succeeded', attempt: 2 }]);
    });

    it('whose answer was lost is settled by the sweep with the card they gave, and charged once', async () => {
      const { thon, pledgeId, token } = await failedPledge();
      provider.goDown({ answersLost: true });
      expect((await pay(token)).statusCode).toBe(503);
      provider.comeBack();

      await resumeUnresolvedAttempts(context(), later(UNRESOLVED_AFTER_MS + 60_000));
      expect(await chargesOf(thon.event.id)).toMatchObject([
        { state: 'succeeded', attempt: 2, paymentMethod: 'test_pm_succeeds' },
      ]);
      expect((await pay(token)).json().Message).toBe(messages.paymentReceived);
      expect(chargedOncePerPledge([pledgeId])).toEqual([1]);
      const succeeded = await server.db
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.pledgeId, pledgeId), eq(schema.payments.status, 'succeeded')));
      expect(succeeded).toHaveLength(1);
    });
  });
});
