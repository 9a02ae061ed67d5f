import type { SubmitPledgeRequest } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../testing/no-rate-limits';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { createPledgeThon, pledgeRequest } from './testing';

describe('making a pledge', () => {
  // Many submissions a minute from one address, some declined: the card calls' limits have their own tests.
  const server = useTestApp({ env: NO_RATE_LIMITS });
  const submit = (payload: SubmitPledgeRequest, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload, headers });
  const pledgesOf = (eventId: string) =>
    server.db.select().from(schema.pledges).where(eq(schema.pledges.eventId, eventId));
  const paymentsOf = (eventId: string) =>
    server.db.select().from(schema.payments).where(eq(schema.payments.eventId, eventId));

  it('takes a per-unit pledge from a guest, saves the card and e-mails a receipt with the fee split', async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, { MaxCents: 10_000 });
    const response = await submit(request);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Status: 'submitted',
      Message: messages.pledgeSubmitted,
      ExpectedCents: 10_000,
      MaximumCents: 10_000,
      ChargedCents: null,
    });
    const [pledge] = await pledgesOf(thon.event.id);
    expect(pledge).toMatchObject({ kind: 'per_unit', rateCents: 500, maxCents: 10_000, donorUserId: null });
    expect(pledge?.savedPaymentMethod).toMatch(/^test_pm_succeeds:/);
    expect(await paymentsOf(thon.event.id)).toEqual([]);
    const [receipt] = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.toAddress, request.Donor.Email));
    expect(receipt?.subject).toMatch(/^Your pledge to School /);
    expect(receipt?.body).toContain('$5.00 per lap, at most $100.00');
    expect(receipt?.body).toMatch(/\/pledge\/[A-Za-z0-9_-]{43}/);
  });

  it('charges a flat gift at once, with the fee cover the donor chose, and records the fee split', async () => {
    const thon = await createPledgeThon(server.db);
    const response = await submit(
      pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 5_000, CoversFees: true }),
    );
    expect(response.statusCode, response.body).toBe(200);
    // $1.80 covers the fee of the $51.80 charged: the whole $50 reaches the school.
    expect(response.json()).toMatchObject({ ChargedCents: 5_180, OrganizationCents: 5_000 });
    const [payment] = await paymentsOf(thon.event.id);
    expect(payment).toMatchObject({
      amountCents: 5_180,
      processingFeeCents: 180,
      status: 'succeeded',
      provider: 'test',
      participantId: thon.participant.id,
    });
  });

  it('takes a gift to the Thon itself without a participant', async () => {
    const thon = await createPledgeThon(server.db);
    const response = await submit(
      pledgeRequest(thon, {
        ToThon: true,
        ParticipantId: null,
        Kind: 'flat',
        RateCents: null,
        AmountCents: 1_000,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [pledge] = await pledgesOf(thon.event.id);
    expect(pledge?.participantId).toBeNull();
    const [payment] = await paymentsOf(thon.event.id);
    expect(payment).toMatchObject({ participantId: null, pledgeId: pledge?.id, amountCents: 1_000 });
  });

  it("answers the spec's words for each rule, at the field the donor must change", async () => {
    const thon = await createPledgeThon(server.db);
    const flatOnly = await createPledgeThon(server.db, { flatDonationsOnly: true });
    const tenLaps = await createPledgeThon(server.db, { maxUnits: 10 });
    const flat = { Kind: 'flat', RateCents: null } as const;
    const cases: [SubmitPledgeRequest, string, string][] = [
      [pledgeRequest(tenLaps, { RateCents: 49 }), messages.extendedMinimumPerUnit, 'RateCents'],
      [pledgeRequest(thon, { MaxCents: 499 }), messages.pendingThresholdPerUnit, 'MaxCents'],
      [pledgeRequest(thon, { ParticipantId: null }), messages.participantMustBeSelected, 'ParticipantId'],
      [
        pledgeRequest(thon, { ToThon: true, ParticipantId: null }),
        messages.participantMustBeSelected,
        'ParticipantId',
      ],
      [pledgeRequest(thon, { RateCents: 29 }), messages.minimumPerUnitPledge, 'RateCents'],
      [pledgeRequest(thon, { MaxCents: 50 }), messages.minimumPledge, 'MaxCents'],
      [pledgeRequest(thon, { ...flat, AmountCents: 99 }), messages.minimumPledge, 'AmountCents'],
      [pledgeRequest(thon, { ...flat, AmountCents: 499 }), messages.minimumFlatGift, 'AmountCents'],
      [pledgeRequest(flatOnly), messages.flatDonationsOnly, 'Kind'],
      [pledgeRequest(thon, { PaymentMethod: 'test_pm_declined' }), messages.paymentDeclined, 'PaymentMethod'],
    ];
    for (const [request, message, field] of cases) {
      const response = await submit(request);
      expect(response.statusCode, message).toBe(422);
      expect(response.json()).toMatchObject({ Message: message, Errors: { [field]: message } });
    }
    const standing = (await pledgesOf(thon.event.id)).filter((pledge) => pledge.status !== 'cancelled');
    expect(standing).toEqual([]);
  });

  it("names each of the donor's fields that is missing or invalid", async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon);
    const response = await submit({
      ...request,
      Donor: { ...request.Donor, FirstName: ' ', LastName: '', Email: 'dana@' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      Message: messages.reviewRequiredFields,
      Errors: {
        'Donor.FirstName': messages.reviewRequiredFields,
        'Donor.LastName': messages.reviewRequiredFields,
        'Donor.Email': messages.invalidEmail,
      },
    });
    expect(await pledgesOf(thon.event.id)).toEqual([]);
  });

  it("holds donors to the Thon's own minimums and shows them on the form", async () => {
    const thon = await createPledgeThon(server.db, { minimumPerUnitCents: 100, minimumGiftCents: 2_500 });
    const form = await server.app.inject({ method: 'GET', url: `/api/Pledges/Form/${thon.event.eventCode}` });
    expect(form.json()).toMatchObject({ MinimumPerUnitCents: 100, MinimumFlatCents: 2_500 });
    const cases: [SubmitPledgeRequest, string][] = [
      [pledgeRequest(thon, { RateCents: 99 }), 'The minimum pledge per unit is $1.'],
      [
        pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 2_499 }),
        'The minimum gift is $25.',
      ],
    ];
    for (const [request, message] of cases) {
      const response = await submit(request);
      expect(response.statusCode, message).toBe(422);
      expect(response.json().Message).toBe(message);
    }
    expect(await pledgesOf(thon.event.id)).toEqual([]);
    for (const request of [
      pledgeRequest(thon, { RateCents: 100, MaxCents: 500 }),
      pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 2_500 }),
    ])
      expect((await submit(request)).statusCode).toBe(200);
  });

  it('withdraws a gift whose card is declined, and a repeat of that submission answers the same', async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, {
      Kind: 'flat',
      RateCents: null,
      AmountCents: 2_500,
      PaymentMethod: 'test_pm_declined',
    });
    for (let time = 0; time < 2; time++) {
      const response = await submit(request);
      expect(response.statusCode).toBe(422);
      expect(response.json().Message).toBe(messages.paymentDeclined);
    }
    const [pledge] = await pledgesOf(thon.event.id);
    expect(pledge?.status).toBe('cancelled');
    expect(await paymentsOf(thon.event.id)).toEqual([]);
  });

  it('lets an organiser enter a pledge for a donor, and refuses pledges once the Thon is completed', async () => {
    const thon = await createPledgeThon(server.db);
    const organiser = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: thon.event.id }],
    });
    const headers = await sessionHeaders(server.db, { userId: organiser.id });
    expect((await submit(pledgeRequest(thon), headers)).statusCode).toBe(200);
    const completed = await server.app.inject({
      method: 'POST',
      url: '/api/Thons/Complete',
      // Its participant has no result yet: completing anyway is confirmed.
      payload: { EventId: thon.event.id, Confirmed: true },
      headers,
    });
    expect(completed.statusCode).toBe(200);
    const late = await submit(pledgeRequest(thon));
    expect(late.statusCode).toBe(422);
    expect(late.json().Message).toBe(messages.pledgeClosed);
  });

  it('makes one pledge and one charge of 200 concurrent submissions with one idempotency key', async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 10_000 });
    const responses = await Promise.all(Array.from({ length: 200 }, () => submit(request)));
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 200)).toEqual([]);
    expect(new Set(responses.map((response) => response.json().PledgeId)).size).toBe(1);
    expect(await pledgesOf(thon.event.id)).toHaveLength(1);
    expect(await paymentsOf(thon.event.id)).toHaveLength(1);
    const receipts = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.toAddress, request.Donor.Email));
    expect(receipts).toHaveLength(1);
    const reused = await submit({ ...request, AmountCents: 20_000 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().Message).toBe(messages.pledgeKeyReused);
  }, 60_000);
});
