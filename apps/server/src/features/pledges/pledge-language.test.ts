import type { SubmitPledgeRequest } from '@pledgethon/contracts';
import { eq, schema } from '@pledgethon/db';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../testing/no-rate-limits';
import { useTestApp } from '../../testing/test-app';
import { sendPaymentRequest } from './pledge-emails';
import { createPledgeThon, pledgeRequest } from './testing';

// Decision 128: the pledge keeps the language the donor read the form in, and their e-mails speak it.
describe("a pledge in the donor's language", () => {
  const server = useTestApp({ env: NO_RATE_LIMITS });
  const submit = (payload: SubmitPledgeRequest, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload, headers });
  const pledgeTo = async (email: string) => {
    const [pledge] = await server.db
      .select()
      .from(schema.pledges)
      .where(eq(schema.pledges.donorEmail, email));
    return pledge;
  };
  const mailTo = async (email: string) => {
    const [mail] = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.toAddress, email));
    return mail;
  };

  it('stores the form’s language and sends the receipt in Spanish, with a link that opens in Spanish', async () => {
    const thon = await createPledgeThon(server.db);
    const request = pledgeRequest(thon, { MaxCents: 10_000, Language: 'es' });
    const response = await submit(request, { 'accept-language': 'en-US' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await pledgeTo(request.Donor.Email))?.language).toBe('es');
    const receipt = await mailTo(request.Donor.Email);
    expect(receipt?.subject).toMatch(/^Tu promesa de donación a School /);
    expect(receipt?.body).toContain('Estimado/a Grace:');
    expect(receipt?.body).toContain('$5.00 por lap, como máximo $100.00. Se cobra a tu tarjeta');
    expect(receipt?.body).toMatch(/Para cambiar o cancelar tu promesa .*\/pledge\/[\w-]{43}\?lang=es$/m);
  });

  it("takes the request's language when the form names none, and English by default", async () => {
    const thon = await createPledgeThon(server.db);
    const spanish = pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 2_500 });
    await submit(spanish, { 'accept-language': 'es-ES,es;q=0.9' });
    expect((await pledgeTo(spanish.Donor.Email))?.language).toBe('es');
    expect((await mailTo(spanish.Donor.Email))?.body).toContain('Comisión de procesamiento: $');

    const english = pledgeRequest(thon);
    await submit(english, { 'accept-language': 'fr-FR', cookie: 'other=1' });
    expect((await pledgeTo(english.Donor.Email))?.language).toBe('en');
    const receipt = await mailTo(english.Donor.Email);
    expect(receipt?.subject).toMatch(/^Your pledge to School /);
    expect(receipt?.body).toMatch(/\/pledge\/[\w-]{43}\?lang=en$/m);
  });

  it('asks a Spanish donor for another card in Spanish', async () => {
    const thon = await createPledgeThon(server.db);
    const gift = pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: 2_500, Language: 'es' });
    const { PledgeId } = (await submit(gift)).json();
    const mail = { db: server.db, jobs: server.jobs, config: server.config, log: pino({ level: 'silent' }) };
    await sendPaymentRequest(mail, { pledgeId: PledgeId, attempt: 9 });
    const [request] = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.idempotencyKey, `pledge-payment-request:${PledgeId}:9`));
    expect(request?.subject).toMatch(/: falta el pago$/);
    expect(request?.body).toContain('No pudimos cobrarla a tu tarjeta.');
    expect(request?.body).toMatch(/Puedes pagar con otra tarjeta aquí: .*\/pledge\/[\w-]{43}\?lang=es$/m);
  });

  it('refuses a language the product does not have', async () => {
    const thon = await createPledgeThon(server.db);
    const payload = { ...pledgeRequest(thon), Language: 'fr' } as unknown as SubmitPledgeRequest;
    expect((await submit(payload)).statusCode).toBe(400);
  });
});
