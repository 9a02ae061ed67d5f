import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createShopVendor, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("a vendor's users: invited, listed and removed by the vendor's own users", () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  async function vendorWithUser() {
    const user = await createPerson(server.db, { roles: ['vendor'], password: 'Vendor2026' });
    const vendor = await createShopVendor(server.db, [user.id]);
    return { vendor, user };
  }

  const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const as = (userId: string) => sessionHeaders(server.db, { userId });
  const linkToken = (body: string | undefined) =>
    body?.match(/\/home\/AcceptInvitation\?token=([\w-]+)/)?.[1];
  const outbox = (address: string) =>
    server.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.toAddress, address));

  it('invites a new user with a one-time link and lists them once they join', async () => {
    const { vendor, user } = await vendorWithUser();
    const email = `staff-${unique()}@example.com`;
    const invited = await call(await as(user.id), 'POST', '/api/Shop/VendorUsers/Invite', {
      Email: email,
      FirstName: 'Sam',
      LastName: 'Stock',
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toEqual({ Message: messages.invitationSent, Invited: true });
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe(`You are invited to ${vendor.name} on PledgeThon`);
    const token = linkToken(mail?.body);
    expect(token).toBeDefined();

    const listed = async () => (await call(await as(user.id), 'GET', '/api/Shop/VendorUsers')).json();
    expect(await listed()).toMatchObject({
      VendorId: vendor.id,
      VendorName: vendor.name,
      Users: [{ UserId: user.id, IsYou: true }],
    });

    const accepted = await call({}, 'POST', '/api/Invitations/Accept', {
      Token: token,
      Password: 'Stock2026',
      AcceptTerms: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await listed()).Users[1]).toMatchObject({ Email: email, FirstName: 'Sam', Joined: true });
    const login = await call({}, 'POST', '/authentication/login', { Username: email, Password: 'Stock2026' });
    expect(login.statusCode).toBe(200);
  });

  it("never makes another person's account a vendor's without that person, nor lists or signs them out", async () => {
    const { vendor, user } = await vendorWithUser();
    const organiser = await createPerson(server.db, { roles: ['organizer'], password: 'Organize2026' });
    const organiserSession = await as(organiser.id);
    const headersOfUser = await as(user.id);
    const invite = (Email: string) =>
      call(headersOfUser, 'POST', '/api/Shop/VendorUsers/Invite', { Email, FirstName: 'O', LastName: 'R' });
    const asked = await invite(organiser.email);
    expect(asked.json()).toEqual((await invite(`new-${unique()}@example.com`)).json());

    // Nothing changed for the organiser: no shop role, not listed, still signed in and not confined.
    const users = (await call(await as(user.id), 'GET', '/api/Shop/VendorUsers')).json().Users;
    expect(JSON.stringify(users)).not.toContain(organiser.email);
    const removed = await call(await as(user.id), 'POST', '/api/Shop/VendorUsers/Remove', {
      UserId: organiser.id,
    });
    expect(removed.statusCode).toBe(404);
    const session = await call(organiserSession, 'GET', '/api/Session/Current');
    expect(session.json()).toMatchObject({ IsVendor: false });

    // Accepting needs the owner signed in, and their explicit choice since the shop would confine them.
    const token = linkToken((await outbox(organiser.email))[0]?.body);
    const anonymous = await call({}, 'POST', '/api/Invitations/Accept', { Token: token });
    expect(anonymous.statusCode).toBe(403);
    const described = await call(organiserSession, 'POST', '/api/Invitations/Describe', { Token: token });
    expect(described.json()).toMatchObject({
      Place: vendor.name,
      SignedInAsInvitee: true,
      ConfinesToShop: true,
    });
    const unconfirmed = await call(organiserSession, 'POST', '/api/Invitations/Accept', { Token: token });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().Message).toBe(messages.invitationConfinesToShop);
    expect((await call(organiserSession, 'GET', '/api/Session/Current')).json()).toMatchObject({
      IsVendor: false,
    });

    const confirmed = await call(organiserSession, 'POST', '/api/Invitations/Accept', {
      Token: token,
      ConfirmShopOnly: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const joined = (await call(await as(user.id), 'GET', '/api/Shop/VendorUsers')).json().Users;
    expect(joined).toContainEqual(expect.objectContaining({ UserId: organiser.id, Joined: true }));
  });

  it('ends every session of a removed user at once, and keeps their account', async () => {
    const { vendor, user } = await vendorWithUser();
    const colleague = await createPerson(server.db, { roles: ['vendor'] });
    await server.db.insert(schema.shopVendorMembers).values({ vendorId: vendor.id, userId: colleague.id });
    const sessions = [await as(colleague.id), await as(colleague.id)];
    for (const headers of sessions) {
      expect((await call(headers, 'GET', '/api/Shop/VendorUsers')).statusCode).toBe(200);
    }

    const removed = await call(await as(user.id), 'POST', '/api/Shop/VendorUsers/Remove', {
      UserId: colleague.id,
    });
    expect(removed.json()).toEqual({ Message: messages.vendorUserRemoved });
    for (const headers of sessions) {
      expect((await call(headers, 'GET', '/api/Shop/GetCategories')).statusCode).toBe(401);
    }
    // Signed in again, they are no vendor any more: no account to list, no shop role.
    const again = await as(colleague.id);
    expect((await call(again, 'GET', '/api/Shop/VendorUsers')).statusCode).toBe(403);
    const users = (await call(await as(user.id), 'GET', '/api/Shop/VendorUsers')).json().Users;
    expect(users.map((row: { UserId: string }) => row.UserId)).toEqual([user.id]);
    const [account] = await server.db.select().from(schema.users).where(eq(schema.users.id, colleague.id));
    expect(account?.id).toBe(colleague.id);
  });

  it('refuses to remove yourself, and a user of no vendor or of another vendor', async () => {
    const { user } = await vendorWithUser();
    const self = await call(await as(user.id), 'POST', '/api/Shop/VendorUsers/Remove', { UserId: user.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().Message).toBe(messages.vendorCannotRemoveSelf);
    const stranger = await createPerson(server.db);
    const none = await call(await as(user.id), 'POST', '/api/Shop/VendorUsers/Remove', {
      UserId: stranger.id,
    });
    expect(none.statusCode).toBe(404);
  });

  it('keeps each vendor to its own users: vendor A cannot list, invite into or remove from vendor B', async () => {
    const a = await vendorWithUser();
    const b = await vendorWithUser();
    const headersA = await as(a.user.id);
    const listOther = await call(headersA, 'GET', `/api/Shop/VendorUsers?VendorId=${b.vendor.id}`);
    expect(listOther.statusCode).toBe(403);
    const inviteOther = await call(headersA, 'POST', '/api/Shop/VendorUsers/Invite', {
      VendorId: b.vendor.id,
      Email: `x-${unique()}@example.com`,
      FirstName: 'X',
      LastName: 'Y',
    });
    expect(inviteOther.statusCode).toBe(403);
    const removeOther = await call(headersA, 'POST', '/api/Shop/VendorUsers/Remove', { UserId: b.user.id });
    expect(removeOther.statusCode).toBe(404);
    expect((await call(await as(b.user.id), 'GET', '/api/Shop/VendorUsers')).statusCode).toBe(200);
    // B's user already works for a vendor: A's invitation says nothing of it, and cannot take them over.
    const takeOver = await call(headersA, 'POST', '/api/Shop/VendorUsers/Invite', {
      Email: b.user.email,
      FirstName: 'B',
      LastName: 'User',
    });
    expect(takeOver.json()).toEqual({ Message: messages.invitationSent, Invited: true });
    const token = linkToken((await outbox(b.user.email))[0]?.body);
    const joinBoth = await call(await as(b.user.id), 'POST', '/api/Invitations/Accept', { Token: token });
    expect(joinBoth.statusCode).toBe(409);
    expect(joinBoth.json().Message).toBe(messages.userAlreadyExists);
    expect((await call(await as(b.user.id), 'GET', '/api/Shop/VendorUsers')).json().VendorId).toBe(
      b.vendor.id,
    );
  });

  it('lets a super administrator manage the vendor they name, and nobody else reach the list', async () => {
    const { vendor, user } = await vendorWithUser();
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    const adminHeaders = await as(admin.id);
    expect((await call(adminHeaders, 'GET', '/api/Shop/VendorUsers')).statusCode).toBe(403);
    const listed = await call(adminHeaders, 'GET', `/api/Shop/VendorUsers?VendorId=${vendor.id}`);
    expect(listed.json().Users).toEqual([expect.objectContaining({ UserId: user.id, IsYou: false })]);
    const organiser = await createPerson(server.db, { roles: ['organizer'] });
    expect((await call(await as(organiser.id), 'GET', '/api/Shop/VendorUsers')).statusCode).toBe(403);
  });
});
