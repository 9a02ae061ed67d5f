import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

const PUBLIC_URL = 'https://pledges.example.org';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Badge = { ParticipantId: string; AccessCode: string; QrLoginUrl: string; LapPageUrl: string };
type Team = { TeamId: string | null; TeamName: string | null; Participants: Badge[] };

describe('access codes and QR badges', () => {
  const server = useTestApp({ env: { PUBLIC_URL: `${PUBLIC_URL}/` } });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const headersOf = (userId: string) => sessionHeaders(server.db, { userId });

  async function thonWithTeams() {
    const event = await createEvent(server.db);
    const tigers = await createTeam(server.db, event.id, 'Tigers');
    const owls = await createTeam(server.db, event.id, 'Owls');
    const zoe = await createParticipant(server.db, event.id, {
      teamId: tigers.id,
      firstName: 'Zoe',
      lastName: 'Adams',
    });
    const ann = await createParticipant(server.db, event.id, {
      teamId: tigers.id,
      firstName: 'Ann',
      lastName: 'Baker',
    });
    const oli = await createParticipant(server.db, event.id, {
      teamId: owls.id,
      firstName: 'Oli',
      lastName: 'Cole',
    });
    const solo = await createParticipant(server.db, event.id, {
      firstName: 'Sam',
      lastName: 'Diaz',
      accessCode: `SAM+/${unique()}`,
    });
    return { event, tigers, owls, zoe, ann, oli, solo };
  }

  it("gives the Thon's organiser every participant by team, with access code and QR login", async () => {
    const { event, tigers, owls, zoe, ann, oli, solo } = await thonWithTeams();
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const response = await get(`/api/AccessCodes/GetByEvent/${event.id}`, await headersOf(organizer.id));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ EventId: event.id, EventName: event.name, EventCode: event.eventCode });
    const teams: Team[] = body.Teams;
    expect(
      teams.map((team) => [team.TeamId, team.TeamName, team.Participants.map((p) => p.ParticipantId)]),
    ).toEqual([
      [owls.id, 'Owls', [oli.id]],
      [tigers.id, 'Tigers', [zoe.id, ann.id]],
      [null, null, [solo.id]],
    ]);

    const badge = teams[2]?.Participants[0];
    expect(badge).toMatchObject({
      FirstName: 'Sam',
      LastName: 'Diaz',
      TeamName: null,
      AccessCode: solo.accessCode,
    });
    const url = new URL(badge?.QrLoginUrl ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/home`);
    expect(url.searchParams.get('action')).toBe('accesscode');
    expect(Buffer.from(url.searchParams.get('code') ?? '', 'base64').toString('utf8')).toBe(solo.accessCode);

    // The lap-counter badge carries the public page, which signs nobody in.
    expect(badge?.LapPageUrl).toBe(`${PUBLIC_URL}/event/${event.eventCode}/p/${solo.id}`);
  });

  it("lets an organiser of the Thon's school see every child's code", async () => {
    const { event, zoe, ann, oli, solo } = await thonWithTeams();
    const schoolOrganizer = await createPerson(server.db, {
      roles: [{ role: 'organizer', organizationId: event.organizationId }],
    });
    const response = await get(
      `/api/AccessCodes/GetByEvent/${event.id}`,
      await headersOf(schoolOrganizer.id),
    );
    expect(response.statusCode).toBe(200);
    const shown = (response.json().Teams as Team[]).flatMap((team) =>
      team.Participants.map((p) => p.ParticipantId),
    );
    expect(shown.sort()).toEqual([zoe.id, ann.id, oli.id, solo.id].sort());
  });

  it('gives a teacher the codes and QR badges of their own class only', async () => {
    const { event, tigers, zoe, oli } = await thonWithTeams();
    const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const pupil = await createParticipant(server.db, event.id, {
      teamId: tigers.id,
      firstName: 'Ivy',
      lastName: 'Evans',
      teacherUserId: teacher.id,
    });
    const headers = await headersOf(teacher.id);
    const sheet = await get(`/api/AccessCodes/GetByEvent/${event.id}`, headers);
    expect(sheet.statusCode).toBe(200);
    const teams: Team[] = sheet.json().Teams;
    expect(teams.map((team) => [team.TeamId, team.Participants.map((p) => p.ParticipantId)])).toEqual([
      [tigers.id, [pupil.id]],
    ]);
    expect(sheet.body).not.toContain(zoe.accessCode);

    expect((await get(`/api/AccessCodes/Qr/${pupil.id}.png`, headers)).statusCode).toBe(200);
    for (const other of [zoe, oli]) {
      const refused = await get(`/api/AccessCodes/Qr/${other.id}.png`, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(messages.accessDenied);
    }
  });

  it('refuses teachers and organisers of other Thons, team leaders, franchisee users, parents and vendors', async () => {
    const { event, owls } = await thonWithTeams();
    const otherEvent = await createEvent(server.db);
    const [franchisee] = await server.db.insert(schema.franchisees).values({ name: 'North' }).returning();
    const refused = [
      await createPerson(server.db, { roles: [{ role: 'teacher', eventId: otherEvent.id }] }),
      await createPerson(server.db, { roles: [{ role: 'organizer', eventId: otherEvent.id }] }),
      await createPerson(server.db, {
        roles: [{ role: 'franchisee_user', franchiseeId: franchisee?.id ?? null }],
      }),
      await createPerson(server.db, { roles: ['parent', 'participant'] }),
      await createPerson(server.db, { roles: [{ role: 'team_leader', teamId: owls.id }] }),
      await createPerson(server.db, { roles: ['vendor'] }),
    ];
    for (const user of refused) {
      const response = await get(`/api/AccessCodes/GetByEvent/${event.id}`, await headersOf(user.id));
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe(messages.accessDenied);
    }
  });

  it('answers a super administrator for any Thon, and not found for none', async () => {
    const { event } = await thonWithTeams();
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    expect((await get(`/api/AccessCodes/GetByEvent/${event.id}`, await headersOf(admin.id))).statusCode).toBe(
      200,
    );
    const missing = await get(
      '/api/AccessCodes/GetByEvent/00000000-0000-4000-8000-000000000000',
      await headersOf(admin.id),
    );
    expect(missing.statusCode).toBe(404);
  });

  it("downloads a participant's QR code as a PNG, for the Thon's organiser only", async () => {
    const { event, zoe } = await thonWithTeams();
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const response = await get(`/api/AccessCodes/Qr/${zoe.id}.png`, await headersOf(organizer.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="qr-${zoe.id}.png"`);
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);

    const outsider = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: (await createEvent(server.db)).id }],
    });
    const refused = await get(`/api/AccessCodes/Qr/${zoe.id}.png`, await headersOf(outsider.id));
    expect(refused.statusCode).toBe(403);
    const unknown = await get(
      '/api/AccessCodes/Qr/00000000-0000-4000-8000-000000000000.png',
      await headersOf(outsider.id),
    );
    expect(unknown.statusCode).toBe(403);
  });

  it('asks for a session', async () => {
    const { event, zoe } = await thonWithTeams();
    expect((await get(`/api/AccessCodes/GetByEvent/${event.id}`)).statusCode).toBe(401);
    expect((await get(`/api/AccessCodes/Qr/${zoe.id}.png`)).statusCode).toBe(401);
  });
});
