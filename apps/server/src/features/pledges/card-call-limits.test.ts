import type { SubmitPledgeRequest } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { storeCaptchaChallenge } from '../captcha/captcha.service';
import { createPledgeThon, pledgeRequest } from './testing';

type Thon = Awaited<ReturnType<typeof createPledgeThon>>;

/** A one-time gift of $20, paid with the given test card. */
const gift = (thon: Thon, PaymentMethod: string, overrides: Partial<SubmitPledgeRequest> = {}) =>
  pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 2_000, PaymentMethod, ...overrides });

let lastAddress = 0;
/** A fresh documentation address each time, so no test meets another's counts. */
const newAddress = () => `203.0.113.${++lastAddress}`;

const limited = { Success: false, Message: messages.tooManyRequests, Errors: {} };
const captchaAsked = {
  Success: false,
  Message: messages.invalidCaptcha,
  Errors: { CaptchaAnswer: messages.invalidCaptcha },
};

describe('the pledge form against card testing, at the default limits', () => {
  const server = useTestApp();
  const submit = (payload: SubmitPledgeRequest, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload, remoteAddress });

  it('stops sixty gifts a second from one address, most with declined cards, after three declines', async () => {
    const thon = await createPledgeThon(server.db);
    const address = '198.51.100.60';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) {
      const card = attempt % 10 === 9 ? 'test_pm_succeeds' : 'test_pm_declined';
      statuses.push((await submit(gift(thon, card), address)).statusCode);
    }
    // Three declines are answered as declines; every later try needs a captcha, and past 30 a
    // minute the address is refused outright.
    expect(statuses.slice(0, 3)).toEqual([422, 422, 422]);
    expect(statuses.slice(3, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    const charges = await server.db
      .select({ state: schema.pledgeCharges.state })
      .from(schema.pledgeCharges)
      .where(eq(schema.pledgeCharges.eventId, thon.event.id));
    expect(charges.map((charge) => charge.state)).toEqual(['failed', 'failed', 'failed']);

    const refused = await submit(gift(thon, 'test_pm_succeeds'), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limited);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('lets a donor whose card was declined try another card at once', async () => {
    const thon = await createPledgeThon(server.db);
    const address = newAddress();
    expect((await submit(gift(thon, 'test_pm_declined'), address)).json().Message).toBe(
      messages.paymentDeclined,
    );
    const second = await submit(gift(thon, 'test_pm_succeeds'), address);
    expect(second.statusCode, second.body).toBe(200);
  });

  it('asks for a captcha after three declines from one address, and takes the gift with its answer', async () => {
    const thon = await createPledgeThon(server.db);
    const address = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await submit(gift(thon, 'test_pm_declined'), address)).statusCode).toBe(422);
    }
    const asked = await submit(gift(thon, 'test_pm_succeeds'), address);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(captchaAsked);

    const wrongId = await storeCaptchaChallenge(server.db, { answer: 'K7PQ3' });
    const wrong = await submit(
      gift(thon, 'test_pm_succeeds', { CaptchaId: wrongId, CaptchaAnswer: 'XXXXX' }),
      address,
    );
    expect(wrong.json()).toEqual(captchaAsked);

    const captchaId = await storeCaptchaChallenge(server.db, { answer: 'K7PQ3' });
    const answered = await submit(
      gift(thon, 'test_pm_succeeds', { CaptchaId: captchaId, CaptchaAnswer: 'k7pq3' }),
      address,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ ChargedCents: 2_000 });

    // Another household on the same Thon is not asked.
    expect((await submit(gift(thon, 'test_pm_succeeds'), newAddress())).statusCode).toBe(200);
  });

  it('counts a failed bank check as a decline', async () => {
    const thon = await createPledgeThon(server.db);
    const address = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      const request = gift(thon, 'test_pm_bank_check');
      const submitted = await submit(request, address);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const { CardCheck } = submitted.json();
      const confirmed = await server.app.inject({
        method: 'POST',
        url: '/api/Pledges/ConfirmCard',
        payload: {
          IdempotencyKey: request.IdempotencyKey,
          Reference: CardCheck.Reference,
          TestBankAnswer: 'failed',
        },
        remoteAddress: address,
      });
      expect(confirmed.json().Message).toBe(messages.cardCheckFailed);
    }
    expect((await submit(gift(thon, 'test_pm_succeeds'), address)).json()).toEqual(captchaAsked);
  });
});

describe('the pledge form against card testing, at low limits', () => {
  const server = useTestApp({
    env: {
      PLEDGE_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '3',
      PLEDGE_RATE_LIMIT_PER_THON_PER_MINUTE: '4',
      PLEDGE_DECLINES_PER_THON_BEFORE_CAPTCHA: '2',
    },
  });
  const call = (url: string, payload: object, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress });

  it.each([
    [
      '/api/Pledges/Submit',
      () => pledgeRequest({ event: { eventCode: 'NO-SUCH' }, participant: { id: crypto.randomUUID() } }),
    ],
    [
      '/api/Pledges/ConfirmCard',
      () => ({ IdempotencyKey: crypto.randomUUID(), Reference: 'ref_1', TestBankAnswer: 'passed' }),
    ],
    ['/api/Pledges/Pay', () => ({ Token: 'x'.repeat(43), PaymentMethod: 'test_pm_succeeds' })],
  ])('answers %s with 429 after three calls a minute from one address', async (url, body) => {
    const address = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await call(url, body(), address)).statusCode).not.toBe(429);
    }
    const fourth = await call(url, body(), address);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(limited);
    expect((await call(url, body(), newAddress())).statusCode).not.toBe(429);
  });

  it("limits one Thon's submissions from every address together, leaving other Thons alone", async () => {
    const thon = await createPledgeThon(server.db);
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await call('/api/Pledges/Submit', gift(thon, 'test_pm_succeeds'), newAddress());
      expect(response.statusCode, response.body).toBe(200);
    }
    const fifth = await call('/api/Pledges/Submit', gift(thon, 'test_pm_succeeds'), newAddress());
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(limited);

    const other = await createPledgeThon(server.db);
    expect(
      (await call('/api/Pledges/Submit', gift(other, 'test_pm_succeeds'), newAddress())).statusCode,
    ).toBe(200);
  });

  it("asks every address for a captcha once a Thon's declines from many addresses reach its limit", async () => {
    const thon = await createPledgeThon(server.db);
    for (let attempt = 0; attempt < 2; attempt++) {
      const declined = await call('/api/Pledges/Submit', gift(thon, 'test_pm_declined'), newAddress());
      expect(declined.statusCode).toBe(422);
    }
    expect((await call('/api/Pledges/Submit', gift(thon, 'test_pm_succeeds'), newAddress())).json()).toEqual(
      captchaAsked,
    );
    const other = await createPledgeThon(server.db);
    expect(
      (await call('/api/Pledges/Submit', gift(other, 'test_pm_succeeds'), newAddress())).statusCode,
    ).toBe(200);
  });
});
