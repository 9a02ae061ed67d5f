import { schema } from '@pledgethon/db';
import {
  createEvent,
  createOrganization,
  createTeam,
  createTestDatabase,
  type TestDatabase,
} from '@pledgethon/db/testing';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../../testing/people';
import { requireThonReach, THON_ACTORS } from './thon-reach';

// The check reads only who is signed in and what the route declares; the rest of a request plays no part.
const signedIn = (userId: string, isSuperAdmin = false) =>
  ({
    session: { UserId: userId, IsSuperAdmin: isSuperAdmin },
    routeOptions: { config: {} },
  }) as unknown as FastifyRequest;

describe('requireThonReach', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'allowed',
      (error: Error) => error.message,
    );

  it("gives an organiser all of their own Thon and none of another school's", async () => {
    const { db } = database;
    const school = await createOrganization(db);
    const own = await createEvent(db, { organizationId: school.id });
    const sameSchool = await createEvent(db, { organizationId: school.id });
    const other = await createEvent(db);
    const onThon = await createPerson(db, {
      roles: [{ role: 'organizer', eventId: own.id, organizationId: school.id }],
    });
    const onSchool = await createPerson(db, { roles: [{ role: 'organizer', organizationId: school.id }] });

    const reach = await requireThonReach(db, signedIn(onThon.id), own.id, THON_ACTORS);
    expect(reach).toMatchObject({ as: 'organizer', participants: { kind: 'all' }, event: { id: own.id } });
    expect(await refusal(requireThonReach(db, signedIn(onThon.id), sameSchool.id, THON_ACTORS))).toBe(
      'access denied',
    );
    expect((await requireThonReach(db, signedIn(onSchool.id), sameSchool.id, THON_ACTORS)).as).toBe(
      'organizer',
    );
    expect(await refusal(requireThonReach(db, signedIn(onSchool.id), other.id, THON_ACTORS))).toBe(
      'access denied',
    );
  });

  it('limits a teacher to their class and a team leader to their team', async () => {
    const { db } = database;
    const thon = await createEvent(db);
    const team = await createTeam(db, thon.id);
    const otherTeam = await createTeam(db, (await createEvent(db)).id);
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: thon.id }] });
    const leader = await createPerson(db, {
      roles: [{ role: 'team_leader', eventId: thon.id, teamId: team.id }],
    });
    const elsewhereLeader = await createPerson(db, {
      roles: [{ role: 'team_leader', teamId: otherTeam.id }],
    });

    expect(await requireThonReach(db, signedIn(teacher.id), thon.id, THON_ACTORS)).toMatchObject({
      as: 'teacher',
      participants: { kind: 'class', teacherUserId: teacher.id },
    });
    expect(await requireThonReach(db, signedIn(leader.id), thon.id, THON_ACTORS)).toMatchObject({
      as: 'team_leader',
      participants: { kind: 'team', teamId: team.id },
    });
    expect(await refusal(requireThonReach(db, signedIn(elsewhereLeader.id), thon.id, THON_ACTORS))).toBe(
      'access denied',
    );
    expect(
      await refusal(requireThonReach(db, signedIn(teacher.id), thon.id, ['organizer', 'franchisee'])),
    ).toBe('access denied');
  });

  it("gives a franchisee's users the Thons of that franchisee only", async () => {
    const { db } = database;
    const [franchisee] = await db.insert(schema.franchisees).values({ name: 'North Runs' }).returning();
    if (!franchisee) throw new Error('no franchisee');
    const theirs = await createEvent(db, { franchiseeId: franchisee.id });
    const notTheirs = await createEvent(db);
    const user = await createPerson(db, {
      roles: [{ role: 'franchisee_user', franchiseeId: franchisee.id }],
    });

    expect((await requireThonReach(db, signedIn(user.id), theirs.id, THON_ACTORS)).as).toBe('franchisee');
    expect(await refusal(requireThonReach(db, signedIn(user.id), notTheirs.id, THON_ACTORS))).toBe(
      'access denied',
    );
  });

  it('takes the widest of several grants, and tells only a super administrator that a Thon does not exist', async () => {
    const { db } = database;
    const thon = await createEvent(db);
    const team = await createTeam(db, thon.id);
    const both = await createPerson(db, {
      roles: [
        { role: 'team_leader', eventId: thon.id, teamId: team.id },
        { role: 'organizer', eventId: thon.id, organizationId: thon.organizationId },
      ],
    });
    expect((await requireThonReach(db, signedIn(both.id), thon.id, THON_ACTORS)).as).toBe('organizer');

    const missing = '00000000-0000-4000-8000-000000000000';
    const admin = await createPerson(db, { roles: ['super_admin'] });
    expect(await refusal(requireThonReach(db, signedIn(admin.id, true), missing, THON_ACTORS))).toBe(
      'not found',
    );
    expect(await refusal(requireThonReach(db, signedIn(both.id), missing, THON_ACTORS))).toBe(
      'access denied',
    );
  });
});
