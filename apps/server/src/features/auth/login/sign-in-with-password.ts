import { messages } from '@pledgethon/core';
import { type Executor, verifyPassword } from '@pledgethon/db';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { openSession } from '../../sessions/open-session';
import { findUserByEmail, markUserLoggedIn } from '../users.queries';
import { dummyPasswordHash } from './dummy-password-hash';
import {
  countFailedAttemptsSince,
  insertLoginAttempt,
  lockLoginAttemptsOf,
  markLoginAttemptSucceeded,
  signedInFromSince,
} from './login-attempts.queries';

// Failures are counted per account and address, so guesses from one place lock out that place, never
// the owner elsewhere. Guesses spread over many places stop at the account's own limit, except from
// the places the owner signed in from lately.
const FAILED_LOGIN_LIMIT = 10;
const FAILED_LOGIN_ACCOUNT_LIMIT = 50;
const FAILED_LOGIN_WINDOW_MINUTES = 15;
const KNOWN_ADDRESS_DAYS = 30;

export type PasswordSignIn = {
  username: string;
  password: string;
  rememberMe: boolean;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
};

/**
 * The one credentials sign-in behind /authentication/login and /api/auth/credentials. Each attempt is
 * first recorded as failed, before the password is checked, so parallel guesses cannot outrun the
 * limits of failed logins; a sign-in that succeeds then marks its attempt succeeded.
 */
export async function signInWithPassword(
  db: Executor,
  config: Config,
  input: PasswordSignIn,
): Promise<{ userId: string; email: string; token: string }> {
  const now = input.now ?? new Date();
  const username = input.username.trim().toLowerCase();
  const since = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MINUTES * 60_000);

  const attemptId = await db.transaction(async (tx) => {
    await lockLoginAttemptsOf(tx, username);
    const ip = input.ip;
    if ((await countFailedAttemptsSince(tx, { username, since, ip })) >= FAILED_LOGIN_LIMIT) return null;
    if (
      (await countFailedAttemptsSince(tx, { username, since })) >= FAILED_LOGIN_ACCOUNT_LIMIT &&
      !(await signedInFromSince(tx, {
        username,
        ip,
        since: new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60_000),
      }))
    ) {
      return null;
    }
    return insertLoginAttempt(tx, { username, ip: input.ip, createdAt: now });
  });
  if (!attemptId) throw new AppError('rate_limited', messages.tooManyRequests);

  const user = await findUserByEmail(db, username);
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user?.passwordHash || !passwordMatches) throw new AppError('unauthorized', messages.loginFailed);
  if (user.status !== 'active') throw new AppError('unauthorized', messages.inactiveUser);

  const token = await db.transaction(async (tx) => {
    await markLoginAttemptSucceeded(tx, attemptId);
    await markUserLoggedIn(tx, { userId: user.id, now });
    return openSession(tx, config, {
      userId: user.id,
      rememberMe: input.rememberMe,
      ip: input.ip,
      userAgent: input.userAgent,
      now,
    });
  });
  return { userId: user.id, email: user.email, token };
}
