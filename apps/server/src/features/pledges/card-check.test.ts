import { randomUUID } from 'node:crypto';
import type { ConfirmCardRequest, SubmitPledgeRequest } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../testing/no-rate-limits';
import { useTestApp } from '../../testing/test-app';
import { findChargeOfPledge } from '../charging/charges.queries';
import { createPledgeThon, pledgeRequest } from './testing';

const gift = { Kind: 'flat', RateCents: null, AmountCents: 2_500 } as const;

describe("the test provider's card whose bank asks for its own check at the form", () => {
  // Each test's donor declines cards from the test's one address: the captcha has its own tests.
  const server = useTestApp({ env: NO_RATE_LIMITS });
  const submit = (payload: SubmitPledgeRequest) =>
    server.app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload });
  const confirm = (payload: ConfirmCardRequest) =>
    server.app.inject({ method: 'POST', url: '/api/Pledges/ConfirmCard', payload });
  const mailTo = (address: string) =>
    server.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.toAddress, address));
  const pledgeOf = async (pledgeId: string) =>
    (await server.db.select().from(schema.pledges).where(eq(schema.pledges.id, pledgeId)))[0];
  const paymentsOf = (pledgeId: string) =>
    server.db.select().from(schema.payments).where(eq(schema.payments.pledgeId, pledgeId));

  it('waits for the check, then pays the gift once it passes, however often the form asks', async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, { ...gift, PaymentMethod: 'test_pm_bank_check' });
    const first = await submit(request);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ Status: 'submitted', ChargedCents: null });
    expect(answer.CardCheck.ClientSecret).toMatch(/^test_ch_\w+_secret$/);
    // Nothing is e-mailed while the check may still fail.
    expect(await mailTo(request.Donor.Email)).toEqual([]);
    expect(await paymentsOf(answer.PledgeId)).toMatchObject([{ status: 'pending' }]);
    // The answer was lost and the form sent the same submission again: the same check is asked for.
    expect((await submit(request)).json().CardCheck).toEqual(answer.CardCheck);

    const passed = {
      IdempotencyKey: request.IdempotencyKey,
      Reference: answer.CardCheck.Reference,
      TestBankAnswer: 'passed',
    } as const;
    for (const attempt of [1, 2]) {
      const confirmed = await confirm(passed);
      expect(confirmed.statusCode, `${attempt}: ${confirmed.body}`).toBe(200);
      expect(confirmed.json()).toMatchObject({
        Message: messages.pledgeSubmitted,
        ChargedCents: 2_500,
        CardCheck: null,
      });
    }
    expect(await paymentsOf(answer.PledgeId)).toMatchObject([{ status: 'succeeded', amountCents: 2_500 }]);
    expect((await findChargeOfPledge(server.db, { pledgeId: answer.PledgeId }))?.state).toBe('succeeded');
    expect(await mailTo(request.Donor.Email)).toHaveLength(1);
  });

  it('withdraws a gift whose check failed, and the donor pays with another card', async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, { ...gift, PaymentMethod: 'test_pm_bank_check' });
    const { PledgeId, CardCheck } = (await submit(request)).json();
    const failed = await confirm({
      IdempotencyKey: request.IdempotencyKey,
      Reference: CardCheck.Reference,
      TestBankAnswer: 'failed',
    });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().Message).toBe(messages.cardCheckFailed);
    expect((await pledgeOf(PledgeId))?.status).toBe('cancelled');
    expect(await paymentsOf(PledgeId)).toMatchObject([{ status: 'failed' }]);
    expect(await mailTo(request.Donor.Email)).toEqual([]);
    // A later "passed" for the same submission changes nothing: it was answered.
    const late = await confirm({
      IdempotencyKey: request.IdempotencyKey,
      Reference: CardCheck.Reference,
      TestBankAnswer: 'passed',
    });
    expect(late.statusCode).toBe(422);

    const retry = await submit({
      ...request,
      PaymentMethod: 'test_pm_succeeds',
      IdempotencyKey: randomUUID(),
    });
    expect(retry.json()).toMatchObject({ ChargedCents: 2_500, CardCheck: null });
  });

  it("saves a per-unit pledge's card once its check passes, and withdraws it when it fails", async () => {
    const thon = await createPledgeThon(server.db);
    const saved = pledgeRequest(thon, { PaymentMethod: 'test_pm_bank_check' });
    const waiting = (await submit(saved)).json();
    expect(waiting.CardCheck.Reference).toMatch(/^test_seti_/);
    expect((await pledgeOf(waiting.PledgeId))?.savedPaymentMethod).toBeNull();
    const passed = await confirm({
      IdempotencyKey: saved.IdempotencyKey,
      Reference: waiting.CardCheck.Reference,
      TestBankAnswer: 'passed',
    });
    expect(passed.json()).toMatchObject({ Message: messages.pledgeSubmitted, CardCheck: null });
    expect((await pledgeOf(waiting.PledgeId))?.savedPaymentMethod).toMatch(/^test_pm_bank_check:/);
    expect(await mailTo(saved.Donor.Email)).toHaveLength(1);

    const refused = pledgeRequest(thon, { PaymentMethod: 'test_pm_bank_check' });
    const other = (await submit(refused)).json();
    const failed = await confirm({
      IdempotencyKey: refused.IdempotencyKey,
      Reference: other.CardCheck.Reference,
      TestBankAnswer: 'failed',
    });
    expect(failed.json().Message).toBe(messages.cardCheckFailed);
    expect(await pledgeOf(other.PledgeId)).toMatchObject({ status: 'cancelled', savedPaymentMethod: null });
  });

  it('answers a check the form has not run with the same check, and refuses what it never asked', async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, { ...gift, PaymentMethod: 'test_pm_bank_check' });
    const { CardCheck, PledgeId } = (await submit(request)).json();
    const notYet = await confirm({
      IdempotencyKey: request.IdempotencyKey,
      Reference: CardCheck.Reference,
      TestBankAnswer: null,
    });
    expect(notYet.json()).toMatchObject({ CardCheck, ChargedCents: null });
    const unknown = await confirm({
      IdempotencyKey: randomUUID(),
      Reference: 'test_ch_x',
      TestBankAnswer: 'passed',
    });
    expect(unknown.statusCode).toBe(404);
    // Another charge's reference under this submission's key is not this gift's check.
    const forged = await confirm({
      IdempotencyKey: request.IdempotencyKey,
      Reference: 'test_ch_0123456789abcdef01234567',
      TestBankAnswer: 'passed',
    });
    expect(forged.statusCode).toBe(422);
    expect(await paymentsOf(PledgeId)).toMatchObject([{ status: 'failed' }]);
  });
});
