import type { SubmitPledgeRequest } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../http/dependency-outages';
import { RecordingPayments } from '../../integrations/payments/testing/recording-payments';
import { fillingDisk } from '../../testing/filling-disk';
import { NO_RATE_LIMITS } from '../../testing/no-rate-limits';
import { useTestApp } from '../../testing/test-app';
import { resumeUnresolvedAttempts, UNRESOLVED_AFTER_MS } from '../charging/retry-charges';
import { resumeCardSaves } from './card-saving';
import { owedToAbsentDonors } from './owed-to-donors';
import { findPledgeByKey } from './pledges.queries';
import { createPledgeThon, pledgeRequest } from './testing';

type Answer = { statusCode: number; message: string; retryAfter: unknown; pledgeId?: string };

/**
 * Failures once a submission has begun (a full disk, a card service that does not answer): every
 * answer says what happened to the donor's pledge, and every pledge stored is confirmed with its
 * receipt once, whether its donor tries again or not.
 */
describe('a pledge submitted while a write or the card service fails', () => {
  const provider = new RecordingPayments();
  const server = useTestApp({ payments: provider, env: NO_RATE_LIMITS });
  const log = pino({ level: 'silent' });
  let disk: Awaited<ReturnType<typeof fillingDisk>>;
  beforeAll(async () => {
    disk = await fillingDisk(server.db);
  });
  beforeEach(async () => {
    await disk.free();
    provider.comeBack();
  });

  const submit = async (request: SubmitPledgeRequest): Promise<Answer> => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Pledges/Submit',
      payload: request,
    });
    const body = response.json();
    return {
      statusCode: response.statusCode,
      message: body.Message,
      retryAfter: response.headers['retry-after'],
      pledgeId: body.PledgeId,
    };
  };
  /** The minute's sweep, run as if the stated time had passed. */
  const sweepAfterMinutes = async (minutes: number) => {
    const mail = { db: server.db, jobs: server.jobs, config: server.config, log };
    const context = { ...mail, payments: provider, owed: owedToAbsentDonors(mail) };
    const later = new Date(Date.now() + minutes * 60_000);
    await resumeUnresolvedAttempts(context, later);
    await resumeCardSaves(context, { olderThan: new Date(later.getTime() - UNRESOLVED_AFTER_MS) });
  };
  const receiptsOf = (pledgeId: string) =>
    server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.idempotencyKey, `pledge-receipt:${pledgeId}`));
  const gift = { Kind: 'flat', RateCents: null, AmountCents: 2_500 } as const;

  for (const [kind, overrides] of [
    ['gift', gift],
    ['per-lap pledge', {}],
  ] as const)
    it(`answers each ${kind} truthfully whichever write the full disk refuses, and confirms each stored one once`, async () => {
      const thon = await createPledgeThon(server.db);
      const tries: { request: SubmitPledgeRequest; answer: Answer }[] = [];
      // The disk fills after 0, 1, 2, ... writes, until a submission fits: each write of one fails once.
      for (let writes = 0; tries.at(-1)?.answer.statusCode !== 200; writes++) {
        const request = pledgeRequest(thon, overrides);
        await disk.fillAfter(writes);
        tries.push({ request, answer: await submit(request) });
        await disk.free();
      }
      expect(tries.length).toBeGreaterThan(3);

      const stored = await Promise.all(
        tries.map(({ request }) => findPledgeByKey(server.db, { idempotencyKey: request.IdempotencyKey })),
      );
      for (const [index, { answer }] of tries.slice(0, -1).entries()) {
        expect(answer.statusCode).toBe(503);
        expect(answer.retryAfter).toBe(String(RETRY_AFTER_SECONDS));
        // Nothing stored: the donor is told to try again (the call's own rate counting, written first,
        // answers as any call does while the database cannot write).
        if (stored[index]) expect(answer.message).toBe(messages.pledgeNotConfirmed);
        else expect([messages.pledgeNotSaved, messages.unexpectedError]).toContain(answer.message);
      }
      expect(stored.filter(Boolean).length).toBeGreaterThan(2);

      // Half the donors told to try again do so with the same form; the sweep finishes the others.
      const retried = tries.filter((_, index) => stored[index] && index % 2 === 0);
      for (const { request } of retried) {
        const again = await submit(request);
        expect(again.statusCode).toBe(200);
        expect(again.pledgeId).toBe(stored[tries.findIndex((item) => item.request === request)]?.id);
      }
      await sweepAfterMinutes(3);

      const charged = provider.succeededPerPledge();
      for (const pledge of stored) {
        if (!pledge) continue;
        expect(await receiptsOf(pledge.id)).toHaveLength(1);
        if (kind === 'gift') expect(charged.get(pledge.id)).toBe(1);
        else
          expect((await findPledgeByKey(server.db, pledge))?.savedPaymentMethod).toMatch(
            /^test_pm_succeeds:/,
          );
      }
    });

  for (const answersLost of [false, true])
    it(`confirms a per-lap pledge once the card service answers again, when it ${answersLost ? 'saved the card but lost its answer' : 'was down'}`, async () => {
      const thon = await createPledgeThon(server.db);
      const request = pledgeRequest(thon);
      provider.goDown({ answersLost });
      const answer = await submit(request);
      expect(answer).toMatchObject({ statusCode: 503, message: messages.paymentProviderSilent });
      provider.comeBack();

      const pledge = await findPledgeByKey(server.db, { idempotencyKey: request.IdempotencyKey });
      if (!pledge) throw new Error('the pledge was not stored');
      expect(await receiptsOf(pledge.id)).toHaveLength(0);
      await sweepAfterMinutes(1);
      expect(await receiptsOf(pledge.id)).toHaveLength(0);
      await sweepAfterMinutes(3);
      await sweepAfterMinutes(4);
      expect(await receiptsOf(pledge.id)).toHaveLength(1);
      const saved = provider.cardsSaved.get(`pledge-card:${pledge.id}`);
      expect(saved?.status).toBe('saved');
      const recorded = await findPledgeByKey(server.db, { idempotencyKey: request.IdempotencyKey });
      expect(recorded?.savedPaymentMethod).toBe(saved?.status === 'saved' ? saved.savedMethod : 'none');
    });
});
