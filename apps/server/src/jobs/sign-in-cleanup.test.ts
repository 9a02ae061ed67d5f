import { eq, ilike, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openSession } from '../features/sessions/open-session';
import { createPerson } from '../testing/people';
import { useTestApp } from '../testing/test-app';
import { deleteExpiredSignInRecords, SIGN_IN_CLEANUP_QUEUE } from './sign-in-cleanup';

const HOUR_MS = 3_600_000;

describe('sign-in cleanup', () => {
  const server = useTestApp();

  it('runs every hour', async () => {
    const schedules = await server.jobs.boss.getSchedules(SIGN_IN_CLEANUP_QUEUE);
    expect(schedules.map((schedule) => schedule.cron)).toEqual(['17 * * * *']);
  });

  it('deletes what can no longer be used and keeps what can', async () => {
    const db = server.db;
    const now = new Date();
    const user = await createPerson(db);
    const openAt = (hoursAgo: number) =>
      openSession(db, loadConfig({}), {
        userId: user.id,
        rememberMe: false,
        ip: null,
        userAgent: null,
        now: new Date(now.getTime() - hoursAgo * HOUR_MS),
      });
    await openAt(24 * 8);
    await openAt(1);
    await db.insert(schema.loginAttempts).values([
      { username: user.email, succeeded: false, createdAt: new Date(now.getTime() - 25 * HOUR_MS) },
      { username: user.email, succeeded: false, createdAt: now },
    ]);

    const counterKey = `POST/authentication/login-${user.id}`;
    await db.insert(schema.rateLimitCounters).values([
      { key: `${counterKey}-passed`, count: 3, expiresAt: new Date(now.getTime() - 1) },
      { key: counterKey, count: 3, expiresAt: new Date(now.getTime() + 60_000) },
    ]);

    const signUp = (email: string, expiresHoursAgo: number) => ({
      email,
      firstName: 'Sam',
      lastName: 'Signup',
      passwordHash: 'hash',
      kind: 'parent' as const,
      tokenHash: `${email}-token`,
      expiresAt: new Date(now.getTime() - expiresHoursAgo * HOUR_MS),
    });
    const lapsed = `lapsed.${user.id}@example.com`;
    const waiting = `waiting.${user.id}@example.com`;
    await db.insert(schema.signUps).values([signUp(lapsed, 25), signUp(waiting, -23)]);

    expect(await deleteExpiredSignInRecords(db, now)).toBe(4);

    const signUps = await db
      .select({ email: schema.signUps.email })
      .from(schema.signUps)
      .where(ilike(schema.signUps.email, `%.${user.id}@example.com`));
    expect(signUps).toEqual([{ email: waiting }]);

    const sessions = await db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id));
    expect(sessions).toHaveLength(1);
    const attempts = await db
      .select()
      .from(schema.loginAttempts)
      .where(eq(schema.loginAttempts.username, user.email));
    expect(attempts.map((attempt) => attempt.createdAt)).toEqual([now]);
    const counters = await db
      .select({ key: schema.rateLimitCounters.key })
      .from(schema.rateLimitCounters)
      .where(ilike(schema.rateLimitCounters.key, `${counterKey}%`));
    expect(counters).toEqual([{ key: counterKey }]);
  });
});
