import { type Executor, lt, or, schema } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue';
import { QUEUES } from './queues';

export const SIGN_IN_CLEANUP_QUEUE = QUEUES.signInCleanup.name;
// Hourly, off the full hour when other schedules tend to pile up.
const SIGN_IN_CLEANUP_CRON = '17 * * * *';

const DAY_MS = 24 * 3_600_000;
// Long enough to answer "who signed in from where" about last week, short enough to keep little.
const ENDED_SESSION_KEPT_MS = 7 * DAY_MS;

/**
 * Deletes sign-in records nobody can use any more: ended sessions after a week, spent or expired
 * one-time tokens, sign-ups (with their password hashes) whose link has expired, contact-import
 * sign-ins and login attempts after a day (the failed-login window is 15 minutes), and per-address
 * request counters whose window has passed.
 */
export async function deleteExpiredSignInRecords(db: Executor, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - ENDED_SESSION_KEPT_MS);
  const {
    sessions,
    loginAttempts,
    passwordResetTokens,
    ssoTokens,
    captchaChallenges,
    oauthFlows,
    oauthTickets,
    contactImportFlows,
    rateLimitCounters,
    signUps,
  } = schema;
  const deleted = await Promise.all([
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, weekAgo), lt(sessions.revokedAt, weekAgo)))
      .returning({ id: sessions.id }),
    db.delete(loginAttempts).where(lt(loginAttempts.createdAt, dayAgo)).returning({ id: loginAttempts.id }),
    db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, dayAgo))
      .returning({ id: passwordResetTokens.id }),
    db.delete(ssoTokens).where(lt(ssoTokens.expiresAt, dayAgo)).returning({ id: ssoTokens.id }),
    db.delete(signUps).where(lt(signUps.expiresAt, dayAgo)).returning({ id: signUps.id }),
    db
      .delete(captchaChallenges)
      .where(lt(captchaChallenges.expiresAt, dayAgo))
      .returning({ id: captchaChallenges.id }),
    db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, dayAgo)).returning({ id: oauthFlows.id }),
    db.delete(oauthTickets).where(lt(oauthTickets.expiresAt, dayAgo)).returning({ id: oauthTickets.id }),
    db
      .delete(contactImportFlows)
      .where(lt(contactImportFlows.expiresAt, dayAgo))
      .returning({ id: contactImportFlows.id }),
    db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expiresAt, now))
      .returning({ key: rateLimitCounters.key }),
  ]);
  return deleted.reduce((total, rows) => total + rows.length, 0);
}

export async function startSignInCleanup(deps: { db: Executor; jobs: JobQueue; logger: FastifyBaseLogger }) {
  await deps.jobs.boss.schedule(SIGN_IN_CLEANUP_QUEUE, SIGN_IN_CLEANUP_CRON);
  await deps.jobs.work(SIGN_IN_CLEANUP_QUEUE, async () => {
    const deleted = await deleteExpiredSignInRecords(deps.db);
    deps.logger.info({ deleted }, 'expired sign-in records deleted');
  });
}
