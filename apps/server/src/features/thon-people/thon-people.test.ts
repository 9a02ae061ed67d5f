import { messages } from '@pledgethon/core';
import { and, eq, schema } from '@pledgethon/db';
import { createEvent, createTeam, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

const PUBLIC_URL = 'https://www.pledgethon.test';

describe('teams and people of a Thon', () => {
  const server = useTestApp({ env: { PUBLIC_URL, AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const post = async (who: string | null, url: string, payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: who ? await sessionHeaders(server.db, { userId: who }) : {},
      payload,
    });

  async function thon() {
    const event = await createEvent(server.db);
    const organiser = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: event.id, organizationId: event.organizationId }],
    });
    return { event, organiser };
  }

  const emailsTo = (address: string) =>
    server.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.toAddress, address));
  const linkToken = (body: string | undefined) =>
    body?.match(/\/home\/AcceptInvitation\?token=([\w-]+)/)?.[1] ?? '';
  const accountOf = async (userId: string) =>
    (
      await server.db
        .select({ email: schema.users.email, firstName: schema.users.firstName, phone: schema.users.phone })
        .from(schema.users)
        .where(eq(schema.users.id, userId))
    )[0];
  const rolesOf = async (userId: string) =>
    (
      await server.db
        .select({ role: schema.userRoles.role })
        .from(schema.userRoles)
        .where(eq(schema.userRoles.userId, userId))
    ).map((grant) => grant.role);
  const login = (Username: string, Password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/authentication/login',
      payload: { Username, Password, RememberMe: false },
    });

  it('creates and renames teams, one name per Thon whatever the letter case', async () => {
    const { event, organiser } = await thon();
    const created = await post(organiser.id, '/api/ThonTeams/Create', {
      EventId: event.id,
      Name: 'Red Rockets',
    });
    expect(created.json()).toMatchObject({ Message: messages.teamCreated, Name: 'Red Rockets' });
    const twin = await post(organiser.id, '/api/ThonTeams/Create', {
      EventId: event.id,
      Name: 'red rockets',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().Errors).toEqual({ Name: messages.teamNameTaken });
    const blue = await post(organiser.id, '/api/ThonTeams/Create', { EventId: event.id, Name: 'Blue' });
    const clash = await post(organiser.id, '/api/ThonTeams/Rename', {
      TeamId: blue.json().TeamId,
      Name: 'RED ROCKETS',
    });
    expect(clash.statusCode).toBe(409);
    const renamed = await post(organiser.id, '/api/ThonTeams/Rename', {
      TeamId: blue.json().TeamId,
      Name: 'Blue Jays',
    });
    expect(renamed.json()).toMatchObject({ Message: messages.saved, Name: 'Blue Jays' });
  });

  it('gives a team one leader when two invitations for it arrive at once, and tells the other why', async () => {
    const { event, organiser } = await thon();
    const team = await createTeam(server.db, event.id, 'Orange');
    const invite = () =>
      post(organiser.id, '/api/ThonPeople/Invite', {
        EventId: event.id,
        Role: 'team_leader',
        TeamId: team.id,
        Email: `coach-${unique()}@example.com`,
        FirstName: 'Casey',
        LastName: 'Coach',
      });
    const answers = await Promise.all([invite(), invite(), invite()]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().Message).toBe('Already assigned a Team Leader for this Team.');
    }
  });

  it('invites a new team leader, one per team, who accepts the terms and sets a password through the link', async () => {
    const { event, organiser } = await thon();
    const team = await createTeam(server.db, event.id, 'Green');
    const email = `coach-${unique()}@example.com`;
    const invite = (address: string) =>
      post(organiser.id, '/api/ThonPeople/Invite', {
        EventId: event.id,
        Role: 'team_leader',
        TeamId: team.id,
        Email: address,
        FirstName: 'Casey',
        LastName: 'Coach',
      });
    const response = await invite(email.toUpperCase());
    expect(response.json()).toMatchObject({ Message: messages.teamLeaderCreated, Invited: true });

    const second = await invite(`other-${unique()}@example.com`);
    expect(second.statusCode).toBe(409);
    expect(second.json().Message).toBe('Already assigned a Team Leader for this Team.');

    const [mail] = await emailsTo(email);
    expect(mail?.subject).toBe(`You are invited to ${event.name} on PledgeThon`);
    const token = linkToken(mail?.body);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail?.body).toContain(`${PUBLIC_URL}/home/AcceptInvitation?token=`);

    const noTerms = await post(null, '/api/Invitations/Accept', {
      Token: token,
      Password: 'Lead2026',
      AcceptTerms: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toEqual({
      Success: false,
      Message: 'Acceptance of terms is required to submit information.',
      Errors: { AcceptTerms: 'You must agree to the Terms and Conditions before proceeding.' },
    });
    const accepted = await post(null, '/api/Invitations/Accept', {
      Token: token,
      Password: 'Lead2026',
      AcceptTerms: true,
    });
    expect(accepted.json()).toEqual({ Message: messages.invitationAccepted, Email: email });
    const again = await post(null, '/api/Invitations/Accept', {
      Token: token,
      Password: 'Other2026',
      AcceptTerms: true,
    });
    expect(again.json().Message).toBe(messages.invitationInvalid);

    expect((await login(email, 'Lead2026')).statusCode).toBe(200);
    const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user?.termsAcceptedAt).toBeInstanceOf(Date);
    const grants = await server.db
      .select()
      .from(schema.userRoles)
      .where(and(eq(schema.userRoles.userId, user?.id ?? ''), eq(schema.userRoles.role, 'team_leader')));
    expect(grants.map((grant) => grant.teamId)).toEqual([team.id]);
  });

  it("says the spec's words for a missing e-mail, a person invited twice and a user who already has the role", async () => {
    const { event, organiser } = await thon();
    const invite = (Email: unknown) =>
      post(organiser.id, '/api/ThonPeople/Invite', {
        EventId: event.id,
        Role: 'teacher',
        Email,
        FirstName: 'Tess',
        LastName: 'Teacher',
      });
    for (const missing of ['', '   ', null]) {
      const response = await invite(missing);
      expect(response.statusCode).toBe(400);
      expect(response.json().Errors.Email).toBe('You must provide the Email Address.');
    }
    const email = `teacher-${unique()}@example.com`;
    expect((await invite(email)).json()).toMatchObject({ Message: messages.invitationSent, Invited: true });
    const twice = await invite(email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe('You have already invited this person.');

    // An address with an account gets the same answer, and no role until its owner accepts.
    const existing = await createPerson(server.db, { roles: ['parent'], password: 'Parent2026' });
    const asked = await invite(existing.email);
    expect(asked.json()).toEqual((await invite(`new-${unique()}@example.com`)).json());
    expect(await rolesOf(existing.id)).toEqual(['parent']);
    const [mail] = await emailsTo(existing.email);
    expect(mail?.body).toContain('sign in as usual');
    const token = linkToken(mail?.body);
    const describe = async (who: string | null) =>
      (await post(who, '/api/Invitations/Describe', { Token: token })).json();
    expect(await describe(null)).toEqual({
      Email: existing.email,
      Role: 'teacher',
      Place: event.name,
      HasAccount: true,
      SignedInAsInvitee: false,
      ConfinesToShop: false,
    });

    // Nobody else accepts it for them: not without a session, not signed in as someone else.
    const stranger = await createPerson(server.db);
    for (const who of [null, stranger.id]) {
      const refused = await post(who, '/api/Invitations/Accept', {
        Token: token,
        Password: 'Taken2026',
        AcceptTerms: true,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(messages.invitationSignInFirst);
    }
    expect((await login(existing.email, 'Parent2026')).statusCode).toBe(200);
    expect(await rolesOf(existing.id)).toEqual(['parent']);
    expect(await rolesOf(stranger.id)).toEqual([]);

    expect((await describe(existing.id)).SignedInAsInvitee).toBe(true);
    const accepted = await post(existing.id, '/api/Invitations/Accept', { Token: token });
    expect(accepted.json()).toEqual({ Message: messages.invitationAcceptedRole, Email: existing.email });
    expect((await rolesOf(existing.id)).sort()).toEqual(['parent', 'teacher']);
    const duplicate = await invite(existing.email);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().Message).toBe('User already exists.');
  });

  it("names the Thon's organiser contact without touching anyone's sign-in", async () => {
    const { event, organiser } = await thon();
    const other = await createPerson(server.db, { roles: ['super_admin'] });
    const before = await accountOf(organiser.id);
    const update = (Email: string) =>
      post(organiser.id, '/api/ThonPeople/UpdateOrganizer', {
        EventId: event.id,
        Email,
        FirstName: 'Olive',
        LastName: 'Organiser',
        Phone: '5125550100',
      });
    // The contact is the school's choice: another account's address too, which stays that account's.
    const done = await update(other.email.toUpperCase());
    expect(done.json()).toEqual({
      Message: messages.organizerUpdated,
      Organizer: { FirstName: 'Olive', LastName: 'Organiser', Email: other.email, Phone: '5125550100' },
    });
    const shown = await server.app.inject({
      method: 'GET',
      url: `/api/ThonPeople/Organizer/${event.id}`,
      headers: await sessionHeaders(server.db, { userId: organiser.id }),
    });
    expect(shown.json()).toEqual(done.json().Organizer);
    expect(await accountOf(organiser.id)).toEqual(before);
    expect((await accountOf(other.id))?.email).toBe(other.email);
  });

  it('lets no one take over the account behind a Thon by renaming its contact and resetting the password', async () => {
    // The administrator created the Thon and is no organiser of it; a franchisee reaches it.
    const admin = await createPerson(server.db, { roles: ['super_admin'], password: 'Admin2026' });
    const [franchisee] = await server.db.insert(schema.franchisees).values({ name: 'North' }).returning();
    const event = await createEvent(server.db, {
      franchiseeId: franchisee?.id ?? null,
      createdByUserId: admin.id,
    });
    const franchiseeUser = await createPerson(server.db, {
      roles: [{ role: 'franchisee_user', franchiseeId: franchisee?.id ?? null }],
    });
    const shown = await server.app.inject({
      method: 'GET',
      url: `/api/ThonPeople/Organizer/${event.id}`,
      headers: await sessionHeaders(server.db, { userId: franchiseeUser.id }),
    });
    expect(shown.json()).toEqual({ FirstName: '', LastName: '', Email: '', Phone: null });

    const mine = `mine-${unique()}@example.com`;
    const saved = await post(franchiseeUser.id, '/api/ThonPeople/UpdateOrganizer', {
      EventId: event.id,
      Email: mine,
      FirstName: 'Mal',
      LastName: 'Lory',
    });
    expect(saved.statusCode).toBe(200);
    expect((await accountOf(admin.id))?.email).toBe(admin.email);
    const reset = await post(null, '/api/Users/EmailPasswordResetLink', { Email: mine });
    expect(reset.statusCode).toBe(404);
    expect(await emailsTo(mine)).toEqual([]);
    expect((await login(admin.email, 'Admin2026')).statusCode).toBe(200);
  });

  it('creates franchisees with at most 60% commission, and their users and team leaders', async () => {
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    const create = (rate: number) =>
      post(admin.id, '/api/Franchisees/Create', {
        Name: 'North Runs',
        Territory: 'Minnesota',
        CommissionRatePercent: rate,
      });
    const high = await create(60.01);
    expect(high.statusCode).toBe(400);
    expect(high.json().Errors).toEqual({ CommissionRatePercent: messages.commissionTooHigh });
    const created = await create(60);
    expect(created.json()).toMatchObject({ Message: messages.franchiseeCreated, CommissionRatePercent: 60 });
    const franchiseeId = created.json().FranchiseeId;
    const [row] = await server.db
      .select()
      .from(schema.franchisees)
      .where(eq(schema.franchisees.id, franchiseeId));
    expect(row?.commissionBasisPoints).toBe(6_000);

    const userEmail = `fr-${unique()}@example.com`;
    const invited = await post(admin.id, '/api/Franchisees/Invite', {
      FranchiseeId: franchiseeId,
      Role: 'franchisee_user',
      Email: userEmail,
      FirstName: 'Fran',
      LastName: 'Chise',
    });
    expect(invited.json()).toMatchObject({ Invited: true });
    // The franchisee's own user invites its team leader; another franchisee's user may not.
    const frUser = await createPerson(server.db, { roles: [{ role: 'franchisee_user', franchiseeId }] });
    const leader = await post(frUser.id, '/api/Franchisees/Invite', {
      FranchiseeId: franchiseeId,
      Role: 'franchisee_team_leader',
      Email: `ftl-${unique()}@example.com`,
      FirstName: 'Terry',
      LastName: 'Lead',
    });
    expect(leader.statusCode).toBe(200);
    const other = await post(admin.id, '/api/Franchisees/Create', {
      Name: 'South',
      CommissionRatePercent: 12.5,
    });
    const outsider = await createPerson(server.db, {
      roles: [{ role: 'franchisee_user', franchiseeId: other.json().FranchiseeId }],
    });
    const refused = await post(outsider.id, '/api/Franchisees/Invite', {
      FranchiseeId: franchiseeId,
      Role: 'franchisee_user',
      Email: `x-${unique()}@example.com`,
      FirstName: 'X',
      LastName: 'Y',
    });
    expect(refused.statusCode).toBe(403);
    const organiser = (await thon()).organiser;
    const byOrganiser = await post(organiser.id, '/api/Franchisees/Create', {
      Name: 'Z',
      CommissionRatePercent: 5,
    });
    expect(byOrganiser.statusCode).toBe(403);
  });

  it("keeps an organiser of one Thon away from another's teams and people, and teachers from them all", async () => {
    const a = await thon();
    const b = await thon();
    const bTeam = await createTeam(server.db, b.event.id);
    const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: b.event.id }] });
    for (const who of [a.organiser.id, teacher.id]) {
      const responses = await Promise.all([
        post(who, '/api/ThonTeams/Create', { EventId: b.event.id, Name: 'Mine now' }),
        post(who, '/api/ThonTeams/Rename', { TeamId: bTeam.id, Name: 'Mine now' }),
        post(who, '/api/ThonPeople/Invite', {
          EventId: b.event.id,
          Role: 'team_leader',
          TeamId: bTeam.id,
          Email: `z-${unique()}@example.com`,
          FirstName: 'Z',
          LastName: 'Z',
        }),
        post(who, '/api/ThonPeople/UpdateOrganizer', {
          EventId: b.event.id,
          Email: `z-${unique()}@example.com`,
          FirstName: 'Z',
          LastName: 'Z',
        }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    }
    // A team of Thon B cannot be led through Thon A either.
    const crossed = await post(a.organiser.id, '/api/ThonPeople/Invite', {
      EventId: a.event.id,
      Role: 'team_leader',
      TeamId: bTeam.id,
      Email: `z-${unique()}@example.com`,
      FirstName: 'Z',
      LastName: 'Z',
    });
    expect(crossed.statusCode).toBe(400);
  });
});
