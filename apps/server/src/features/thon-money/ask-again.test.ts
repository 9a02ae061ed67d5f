import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import type { PaymentAccounts } from '../../integrations/payments/payment-accounts.types';
import { createPerson, sessionHeaders } from '../../testing/people';
import { splitCharges, transferKey } from '../connect/split-charges';
import { paidStripeGift, useStripeSplits } from '../connect/testing';

const { chargeTransfers, events } = schema;

describe("an administrator's ask again of a refused transfer", () => {
  const { stripe, api, server, context } = useStripeSplits();
  // How often the worker asked Stripe under each key.
  const asks = new Map<string, number>();
  const asked = (key: string) => asks.get(key) ?? 0;
  const counting = (): PaymentAccounts =>
    Object.assign(Object.create(stripe.accounts), {
      transfer(input: Parameters<PaymentAccounts['transfer']>[0]) {
        asks.set(input.idempotencyKey, asked(input.idempotencyKey) + 1);
        return stripe.accounts.transfer(input);
      },
    });
  const schoolTransferOf = async (paymentId: string) =>
    (await server.db.select().from(chargeTransfers).where(eq(chargeTransfers.paymentId, paymentId))).find(
      (transfer) => transfer.share === 'school',
    );
  const headersOf = async (roles: NonNullable<Parameters<typeof createPerson>[1]>['roles']) => {
    const person = await createPerson(server.db, { roles });
    return { id: person.id, headers: await sessionHeaders(server.db, { userId: person.id }) };
  };
  const askAgain = (eventCode: string, headers: Record<string, string>, body: { Kind: string; Id: string }) =>
    server.app.inject({
      method: 'POST',
      url: `/api/Thons/Money/${eventCode}/AskAgain`,
      headers,
      payload: body,
    });

  /**
   * A gift whose school's share Stripe refused for good, its account disabled after onboarding; then
   * the account restored at Stripe with no update that would ask the transfer again by itself.
   */
  async function refusedThenRestored() {
    const gift = await paidStripeGift(server.db, stripe);
    Object.assign(api.connect.accounts.get(gift.schoolAccount) ?? {}, {
      charges_enabled: false,
      payouts_enabled: false,
    });
    await splitCharges(context(counting()));
    const refused = await schoolTransferOf(gift.payment.id);
    expect(refused).toMatchObject({ state: 'refused' });
    api.connect.completeOnboarding(gift.schoolAccount);
    await splitCharges(context(counting()));
    expect(asked(transferKey(gift.payment.id, 'school'))).toBe(1);
    const [event] = await server.db.select().from(events).where(eq(events.id, gift.event.id));
    return { gift, eventCode: event?.eventCode ?? '', transferId: refused?.id ?? '' };
  }

  it('moves it back to pending once, whoever clicks twice or at once, and the next run makes it once', async () => {
    const { gift, eventCode, transferId } = await refusedThenRestored();
    const admin = await headersOf(['super_admin']);
    const body = { Kind: 'transfer', Id: transferId };
    const answers = await Promise.all([
      askAgain(eventCode, admin.headers, body),
      askAgain(eventCode, admin.headers, body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(
      answers.map((answer) => answer.json()).sort((a, b) => Number(b.AskedAgain) - Number(a.AskedAgain)),
    ).toEqual([
      { AskedAgain: true, State: 'pending' },
      { AskedAgain: false, State: 'pending' },
    ]);
    // Who asked, and when, stays on the row; so does Stripe's reason, until Stripe answers.
    expect(await schoolTransferOf(gift.payment.id)).toMatchObject({
      state: 'pending',
      askedAgainByUserId: admin.id,
      askedAgainAt: expect.any(Date),
      refusal: expect.stringContaining('capabilities enabled'),
    });
    const money = await server.app.inject({
      method: 'GET',
      url: `/api/Thons/Money/${eventCode}`,
      headers: admin.headers,
    });
    expect(money.json().Refused).toEqual([]);

    await splitCharges(context(counting()));
    await splitCharges(context(counting()));
    const atStripe = [...api.connect.transfers.values()].filter(
      (transfer) => transfer.destination === gift.schoolAccount,
    );
    expect(atStripe.map((transfer) => transfer.amount)).toEqual([7_500]);
    expect(asked(transferKey(gift.payment.id, 'school'))).toBe(2);
    expect(await schoolTransferOf(gift.payment.id)).toMatchObject({ state: 'made', refusal: null });
    expect((await askAgain(eventCode, admin.headers, body)).json()).toEqual({
      AskedAgain: false,
      State: 'made',
    });
  });

  it("is the administrator's alone, and finds no transfer of another Thon", async () => {
    const { gift, eventCode, transferId } = await refusedThenRestored();
    const body = { Kind: 'transfer', Id: transferId };
    const organiser = await headersOf([{ role: 'organizer', eventId: gift.event.id }]);
    const franchisee = await headersOf([{ role: 'franchisee_user', franchiseeId: gift.event.franchiseeId }]);
    for (const caller of [organiser, franchisee]) {
      const refused = await askAgain(eventCode, caller.headers, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(messages.accessDenied);
    }
    expect((await askAgain(eventCode, {}, body)).statusCode).toBe(401);

    const admin = await headersOf(['super_admin']);
    const other = await createEvent(server.db);
    const elsewhere = await askAgain(other.eventCode, admin.headers, body);
    expect(elsewhere.statusCode).toBe(404);
    expect((await askAgain('NO-SUCH-THON', admin.headers, body)).statusCode).toBe(404);
    // A reversal's id is not the transfer's.
    expect((await askAgain(eventCode, admin.headers, { Kind: 'reversal', Id: transferId })).statusCode).toBe(
      404,
    );
    expect((await askAgain(eventCode, admin.headers, { Kind: 'transfer', Id: 'not-an-id' })).statusCode).toBe(
      400,
    );
    expect(await schoolTransferOf(gift.payment.id)).toMatchObject({
      state: 'refused',
      askedAgainByUserId: null,
    });
  });
});
