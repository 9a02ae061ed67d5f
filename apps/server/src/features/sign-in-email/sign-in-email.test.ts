import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("an account's sign-in address, changed only by its owner through the new address", () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const post = async (who: string | null, url: string, payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: who ? await sessionHeaders(server.db, { userId: who }) : {},
      payload,
    });
  const emailsTo = (address: string) =>
    server.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.toAddress, address));
  const emailOf = async (userId: string) =>
    (
      await server.db
        .select({ email: schema.users.email })
        .from(schema.users)
        .where(eq(schema.users.id, userId))
    )[0]?.email;
  const login = (Username: string, Password: string) =>
    server.app.inject({ method: 'POST', url: '/authentication/login', payload: { Username, Password } });
  const linkToken = (body: string | undefined) => body?.match(/\/home\/ConfirmEmail\?token=([\w-]+)/)?.[1];

  it('moves the account once the new address opens its link, and tells the old address', async () => {
    const owner = await createPerson(server.db, { roles: ['organizer'], password: 'Owner2026' });
    const newEmail = `moved-${unique()}@example.com`;
    const wrong = await post(owner.id, '/api/Account/ChangeEmail', {
      NewEmail: newEmail,
      Password: 'Nope2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors).toEqual({ Password: messages.currentPasswordWrong });

    const asked = await post(owner.id, '/api/Account/ChangeEmail', {
      NewEmail: newEmail.toUpperCase(),
      Password: 'Owner2026',
    });
    expect(asked.json()).toEqual({ Message: messages.emailChangeSent });
    expect(await emailOf(owner.id)).toBe(owner.email);
    const [notice] = await emailsTo(owner.email);
    expect(notice?.body).toContain(`asked to sign in with ${newEmail}`);
    const token = linkToken((await emailsTo(newEmail))[0]?.body);
    expect(token).toBeDefined();

    const confirmed = await post(null, '/api/Account/ConfirmEmail', { Token: token });
    expect(confirmed.json()).toEqual({ Message: messages.emailChanged, Email: newEmail });
    expect(await emailOf(owner.id)).toBe(newEmail);
    expect((await login(newEmail, 'Owner2026')).statusCode).toBe(200);
    expect((await login(owner.email, 'Owner2026')).statusCode).toBe(401);
    const told = await emailsTo(owner.email);
    expect(told.map((mail) => mail.subject)).toContain('Your PledgeThon sign-in address was changed');

    const again = await post(null, '/api/Account/ConfirmEmail', { Token: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(messages.emailChangeLinkInvalid);
  });

  it("answers the same for another account's address, which keeps its account and gets no link", async () => {
    const owner = await createPerson(server.db, { password: 'Owner2026' });
    const other = await createPerson(server.db, { roles: ['super_admin'], password: 'Admin2026' });
    const toTaken = await post(owner.id, '/api/Account/ChangeEmail', {
      NewEmail: other.email,
      Password: 'Owner2026',
    });
    const toFree = await post(owner.id, '/api/Account/ChangeEmail', {
      NewEmail: `free-${unique()}@example.com`,
      Password: 'Owner2026',
    });
    expect(toTaken.statusCode).toBe(200);
    expect(toTaken.json()).toEqual(toFree.json());
    const [mail] = await emailsTo(other.email);
    expect(mail?.body).toContain('already has an account of its own');
    expect(linkToken(mail?.body)).toBeUndefined();
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect((await login(other.email, 'Admin2026')).statusCode).toBe(200);
  });

  it('refuses an address an account took after the link was sent, in the spec words', async () => {
    const owner = await createPerson(server.db, { password: 'Owner2026' });
    const newEmail = `race-${unique()}@example.com`;
    await post(owner.id, '/api/Account/ChangeEmail', { NewEmail: newEmail, Password: 'Owner2026' });
    const token = linkToken((await emailsTo(newEmail))[0]?.body);
    await createPerson(server.db, { email: newEmail });
    const refused = await post(null, '/api/Account/ConfirmEmail', { Token: token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(messages.emailAlreadyExists);
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it('asks for a session of an account', async () => {
    const refused = await post(null, '/api/Account/ChangeEmail', {
      NewEmail: `x-${unique()}@example.com`,
      Password: 'Owner2026',
    });
    expect(refused.statusCode).toBe(401);
  });
});
