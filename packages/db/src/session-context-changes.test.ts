import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, schema } from './index';
import { createEvent, createParticipant, createTestDatabase, createUser, type TestDatabase } from './testing';

const { sessions, users, userRoles, participants } = schema;
const HOUR_MS = 3_600_000;

// What a server process hears from the database when a session's context may have changed. A
// change committed through a connection is heard before the commit returns, so each test reads what
// was heard right after its change.
describe('session context changes', () => {
  let database: TestDatabase;
  let heard: (string | null)[] = [];
  let stop: () => void = () => {};

  beforeAll(async () => {
    database = await createTestDatabase();
    stop = database.sessionContextChanges.watch({
      changed: (tokenHash) => heard.push(tokenHash),
      hearing() {},
    });
  });

  afterAll(async () => {
    stop();
    await database?.close();
  });

  const heardDuring = async (change: () => Promise<unknown>) => {
    heard = [];
    await change();
    return heard;
  };

  const openSession = async (userId: string, expiresAt = new Date(Date.now() + HOUR_MS)) => {
    const tokenHash = randomBytes(16).toString('hex');
    await database.db.insert(sessions).values({ tokenHash, userId, expiresAt });
    return tokenHash;
  };

  it('names the session a sign-out ends, and stays quiet on a new session or a clean-up of old ones', async () => {
    const { db } = database;
    const user = await createUser(db);
    let tokenHash = '';
    expect(await heardDuring(async () => (tokenHash = await openSession(user.id)))).toEqual([]);
    expect(
      await heardDuring(() =>
        db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash)),
      ),
    ).toEqual([tokenHash]);
    expect(await heardDuring(() => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)))).toEqual([]);

    const ended = await openSession(user.id, new Date(Date.now() - HOUR_MS));
    expect(await heardDuring(() => db.delete(sessions).where(eq(sessions.tokenHash, ended)))).toEqual([]);
    const live = await openSession(user.id);
    expect(await heardDuring(() => db.delete(sessions).where(eq(sessions.tokenHash, live)))).toEqual([live]);
  });

  it("tells of a user's roles, name and status, not of their last sign-in", async () => {
    const { db } = database;
    const user = await createUser(db);
    const ofUser = eq(users.id, user.id);
    expect(
      await heardDuring(() => db.insert(userRoles).values({ userId: user.id, role: 'teacher' })),
    ).toEqual([null]);
    expect(await heardDuring(() => db.delete(userRoles).where(eq(userRoles.userId, user.id)))).toEqual([
      null,
    ]);
    expect(await heardDuring(() => db.update(users).set({ lastLoginAt: new Date() }).where(ofUser))).toEqual(
      [],
    );
    expect(await heardDuring(() => db.update(users).set({ firstName: 'Renamed' }).where(ofUser))).toEqual([
      null,
    ]);
    expect(await heardDuring(() => db.update(users).set({ status: 'inactive' }).where(ofUser))).toEqual([
      null,
    ]);
  });

  it("tells of a user's own participant and of any renamed one, not of a roster's new children", async () => {
    const { db } = database;
    const event = await createEvent(db);
    const user = await createUser(db);
    let child = { id: '' };
    expect(await heardDuring(async () => (child = await createParticipant(db, event.id)))).toEqual([]);
    const ofChild = eq(participants.id, child.id);
    expect(
      await heardDuring(() => db.update(participants).set({ photoName: 'sam.jpg' }).where(ofChild)),
    ).toEqual([]);
    expect(await heardDuring(() => db.update(participants).set({ firstName: 'Sam' }).where(ofChild))).toEqual(
      [null],
    );
    expect(await heardDuring(() => createParticipant(db, event.id, { userId: user.id }))).toEqual([null]);
  });
});
