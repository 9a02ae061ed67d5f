import { randomUUID } from 'node:crypto';
import { messages } from '@pledgethon/core';
import { eq, schema, sql } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../../testing/people';
import { useTestApp } from '../../../testing/test-app';
import { storeCaptchaChallenge } from '../../captcha/captcha.service';

const PUBLIC_URL = 'https://www.pledgethon.test';

describe('signing up', () => {
  const server = useTestApp({ env: { PUBLIC_URL, AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const newAddress = () => `new.${randomUUID().slice(0, 8)}@example.com`;
  const emailsTo = (address: string) =>
    server.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.toAddress, address));
  const signUpsOf = (address: string) =>
    server.db.select().from(schema.signUps).where(eq(schema.signUps.email, address));
  const accountOf = async (address: string) =>
    (await server.db.select().from(schema.users).where(eq(schema.users.email, address)))[0];

  const signUp = async (fields: Record<string, unknown>) => {
    const answer = 'K7PQ3';
    const captchaId = await storeCaptchaChallenge(server.db, { answer });
    return post('/api/SignUp/Request', {
      Kind: 'organizer',
      FirstName: 'Olga',
      LastName: 'Ortega',
      Password: 'Laps2026!',
      AcceptTerms: true,
      CaptchaId: captchaId,
      CaptchaAnswer: answer,
      ...fields,
    });
  };
  /** The token of the newest sign-up link e-mailed to the address, as its reader would open it. */
  const linkTokenTo = async (address: string) => {
    const body = (await emailsTo(address)).at(-1)?.body ?? '';
    const token = body.match(/\/home\/ConfirmSignUp\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no sign-up link e-mailed to ${address}`);
    return token;
  };
  const confirm = (Token: string) => post('/api/SignUp/Confirm', { Token });

  it("makes an organiser's account only once the e-mailed link is opened, signed in and able to create a Thon", async () => {
    const email = newAddress();
    const asked = await signUp({ Email: email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ Message: messages.signUpCheckEmail });
    expect(await accountOf(email)).toBeUndefined();
    const [mail] = await emailsTo(email);
    expect(mail?.subject).toBe('Confirm your e-mail address for PledgeThon');
    expect(mail?.body).toContain(`${PUBLIC_URL}/home/ConfirmSignUp?token=`);
    // Only the token's hash is kept, and the password only as a hash.
    const [kept] = await signUpsOf(email);
    expect(mail?.body).not.toContain(kept?.tokenHash);
    expect(kept?.passwordHash).not.toContain('Laps2026!');

    const confirmed = await confirm(await linkTokenTo(email));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ Kind: 'organizer', EventCode: null });
    const session = await server.app.inject({
      method: 'GET',
      url: '/api/Session/Current',
      headers: { token: confirmed.json().BearerToken },
    });
    expect(session.json()).toMatchObject({ Email: email, FirstName: 'Olga', Roles: ['organizer'] });
    const codeCheck = await server.app.inject({
      method: 'GET',
      url: '/api/Thons/IsEventCodeAvailable/OLGA26',
      headers: { token: confirmed.json().BearerToken },
    });
    expect(codeCheck.statusCode).toBe(200);
    // The password chosen at sign-up signs in.
    const signIn = await post('/authentication/login', {
      Username: email,
      Password: 'Laps2026!',
      RememberMe: false,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers an address that has an account the same, and e-mails its owner to sign in instead', async () => {
    const owner = await createPerson(server.db, { password: 'Owner2026' });
    const asked = await signUp({ Email: owner.email, Password: 'Taken2026!' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ Message: messages.signUpCheckEmail });
    const [mail] = await emailsTo(owner.email);
    expect(mail?.subject).toBe('You already have a PledgeThon account');
    expect(mail?.body).toContain(`${PUBLIC_URL}/home#sign-in`);
    expect(mail?.body).not.toContain('ConfirmSignUp');
    expect(await signUpsOf(owner.email)).toEqual([]);
    const oldPassword = await post('/authentication/login', {
      Username: owner.email,
      Password: 'Owner2026',
      RememberMe: false,
    });
    expect(oldPassword.statusCode).toBe(200);
  });

  it("signs a parent up from a Thon's code and gives the code back for adding the child", async () => {
    const email = newAddress();
    await signUp({ Kind: 'parent', Email: email, EventCode: 'MAPLE26' });
    const confirmed = await confirm(await linkTokenTo(email));
    expect(confirmed.json()).toMatchObject({ Kind: 'parent', EventCode: 'MAPLE26' });
    const session = await server.app.inject({
      method: 'GET',
      url: '/api/Session/Current',
      headers: { token: confirmed.json().BearerToken },
    });
    expect(session.json()).toMatchObject({ Roles: ['parent'], IsParent: true });
  });

  it('opens a link once, and not after 24 hours', async () => {
    const email = newAddress();
    await signUp({ Email: email });
    const token = await linkTokenTo(email);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Message: messages.signUpLinkInvalid });

    const late = newAddress();
    await signUp({ Email: late });
    await server.db
      .update(schema.signUps)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.signUps.email, late));
    expect((await confirm(await linkTokenTo(late))).json()).toMatchObject({
      Message: messages.signUpLinkInvalid,
    });
    expect(await accountOf(late)).toBeUndefined();
  });

  it('refuses the second of two links to one address once the first made the account', async () => {
    const email = newAddress();
    await signUp({ Email: email });
    const first = await linkTokenTo(email);
    await signUp({ Email: email, FirstName: 'Other' });
    const second = await linkTokenTo(email);
    expect((await confirm(first)).statusCode).toBe(200);
    const refused = await confirm(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Message: messages.emailAlreadyExists });
    expect((await accountOf(email))?.firstName).toBe('Olga');
  });

  it('refuses a wrong captcha, and bad fields in the words of the spec, keeping nothing', async () => {
    const email = newAddress();
    const wrongCaptcha = await signUp({ Email: email, CaptchaAnswer: 'WRONG' });
    expect(wrongCaptcha.statusCode).toBe(400);
    expect(wrongCaptcha.json()).toMatchObject({ Errors: { CaptchaAnswer: messages.invalidCaptcha } });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ AcceptTerms: false }, 'AcceptTerms', messages.mustAgreeToTerms],
      [{ Password: 'short1' }, 'Password', messages.invalidStrongPassword],
      [{ Password: 'nodigitshere' }, 'Password', messages.invalidStrongPassword],
      [{ Email: 'not-an-address' }, 'Email', messages.invalidEmail],
      [{ FirstName: '' }, 'FirstName', messages.reviewRequiredFields],
    ];
    for (const [fields, field, text] of refusals) {
      const refused = await signUp({ Email: email, ...fields });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().Errors[field], field).toBe(text);
    }
    expect(await signUpsOf(email)).toEqual([]);
    expect(await emailsTo(email)).toEqual([]);
  });

  it('answers 400, never 5xx, to a vendor sign-up and to fields out of bounds', async () => {
    const huge = 'x'.repeat(100_000);
    for (const fields of [
      { Kind: 'vendor' },
      { Kind: 'super_admin' },
      { FirstName: huge },
      { Email: `${huge}@example.com` },
      { Password: `${huge}1` },
      { EventCode: huge },
      { CaptchaId: huge },
      { AcceptTerms: 'yes' },
    ]) {
      expect(
        (await signUp({ Email: newAddress(), ...fields })).statusCode,
        JSON.stringify(fields).slice(0, 40),
      ).toBe(400);
    }
    for (const Token of ['', huge, 'no-such-link']) {
      expect((await confirm(Token)).statusCode).toBe(400);
    }
  });
});
