import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createTeam, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { findOpenInvitations } from './open-invitations.queries';

type Listed = {
  InvitationId: string;
  Email: string;
  Role: string;
  TeamName: string | null;
  InvitedBy: string;
};

describe("a Thon's open invitations", () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const call = async (who: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: who ? await sessionHeaders(server.db, { userId: who }) : {},
      ...(payload ? { payload } : {}),
    });
  const list = (who: string, eventId: string) => call(who, 'GET', `/api/ThonPeople/Invitations/${eventId}`);
  const cancel = (who: string, invitationId: string) =>
    call(who, 'POST', '/api/ThonPeople/CancelInvitation', { InvitationId: invitationId });

  /** A Thon, its organiser, a team, and a teacher and the team's leader invited by the organiser. */
  async function thonWithInvitations() {
    const event = await createEvent(server.db);
    const organiser = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: event.id }],
    });
    const team = await createTeam(server.db, event.id, 'Falcons');
    const teacher = `teacher-${unique()}@example.com`;
    const leader = `leader-${unique()}@example.com`;
    const invite = (payload: object) =>
      call(organiser.id, 'POST', '/api/ThonPeople/Invite', {
        EventId: event.id,
        FirstName: 'Robin',
        LastName: 'Reed',
        ...payload,
      });
    expect((await invite({ Role: 'teacher', TeamId: null, Email: teacher })).statusCode).toBe(200);
    expect((await invite({ Role: 'team_leader', TeamId: team.id, Email: leader })).statusCode).toBe(200);
    return { event, organiser, team, teacher, leader };
  }

  const tokenOf = async (address: string) => {
    const [mail] = await server.db
      .select({ body: schema.outboxMessages.body })
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.toAddress, address));
    return mail?.body.match(/AcceptInvitation\?token=([\w-]+)/)?.[1] ?? '';
  };

  it('lists to the Thon’s organiser whom it invited, as what, by whom and when, until accepted or expired', async () => {
    const { event, organiser, teacher, leader } = await thonWithInvitations();
    const response = await list(organiser.id, event.id);
    expect(response.statusCode).toBe(200);
    const rows: (Listed & { InvitedAt: string; ExpiresAt: string })[] = response.json();
    const inviter = `${organiser.firstName} ${organiser.lastName}`;
    expect(rows).toMatchObject([
      { Email: leader, Role: 'team_leader', TeamName: 'Falcons', FirstName: 'Robin', InvitedBy: inviter },
      { Email: teacher, Role: 'teacher', TeamName: null, InvitedBy: inviter },
    ]);
    const [first] = rows;
    const validFor = Date.parse(first?.ExpiresAt ?? '') - Date.parse(first?.InvitedAt ?? '');
    expect(validFor).toBe(7 * 24 * 60 * 60_000);

    const accepted = await call(null, 'POST', '/api/Invitations/Accept', {
      Token: await tokenOf(teacher),
      Password: 'Teach2026',
      AcceptTerms: true,
    });
    expect(accepted.statusCode).toBe(200);
    await server.db
      .update(schema.invitations)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(schema.invitations.email, leader));
    expect((await list(organiser.id, event.id)).json()).toEqual([]);
  });

  it('shows them to nobody else: another Thon’s organiser, its teacher, and a query for a reader who does not run it', async () => {
    const { event, team } = await thonWithInvitations();
    const elsewhere = await createPerson(server.db, { roles: ['organizer'] });
    const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const leader = await createPerson(server.db, { roles: [{ role: 'team_leader', teamId: team.id }] });
    for (const who of [elsewhere, teacher, leader]) {
      expect((await list(who.id, event.id)).statusCode).toBe(403);
    }
    const now = new Date();
    for (const who of [elsewhere, teacher, leader]) {
      const reader = { everyThon: false, userId: who.id } as const;
      expect(await findOpenInvitations(server.db, { eventId: event.id, reader, now })).toEqual([]);
    }
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    expect((await list(admin.id, event.id)).json()).toHaveLength(2);
  });

  it('cancels one for the organiser only: its link stops working and the person can be invited again', async () => {
    const { event, organiser, teacher, leader } = await thonWithInvitations();
    const rows: Listed[] = (await list(organiser.id, event.id)).json();
    const invitation = rows.find((row) => row.Email === teacher);
    const invitationId = invitation?.InvitationId ?? '';
    const token = await tokenOf(teacher);

    const elsewhere = await createPerson(server.db, { roles: ['organizer'] });
    const refused = await cancel(elsewhere.id, invitationId);
    expect([refused.statusCode, refused.json().Message]).toEqual([404, messages.notFound]);
    expect((await list(organiser.id, event.id)).json()).toHaveLength(2);

    const cancelled = await cancel(organiser.id, invitationId);
    expect(cancelled.json()).toEqual({ Message: messages.invitationCancelled, InvitationId: invitationId });
    expect((await list(organiser.id, event.id)).json()).toMatchObject([{ Email: leader }]);
    expect((await cancel(organiser.id, invitationId)).statusCode).toBe(404);

    const describe = await call(null, 'POST', '/api/Invitations/Describe', { Token: token });
    expect([describe.statusCode, describe.json().Message]).toEqual([400, messages.invitationInvalid]);
    const accept = await call(null, 'POST', '/api/Invitations/Accept', {
      Token: token,
      Password: 'Teach2026',
      AcceptTerms: true,
    });
    expect(accept.json().Message).toBe(messages.invitationInvalid);

    const again = await call(organiser.id, 'POST', '/api/ThonPeople/Invite', {
      EventId: event.id,
      Role: 'teacher',
      TeamId: null,
      Email: teacher,
      FirstName: 'Robin',
      LastName: 'Reed',
    });
    expect(again.json()).toMatchObject({ Message: messages.invitationSent, Invited: true });
  });
});
