import type { Executor } from '@pledgethon/db';
import type { Config } from '../../config';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { insertSession } from './sessions.queries';

export type OpenSessionInput = {
  userId: string | null;
  /** Set for an access-code sign-in: the session acts for that participant. */
  participantId?: string | null;
  rememberMe: boolean;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
};

/** Starts a session and returns its token; only the token's hash is stored. */
export async function openSession(db: Executor, config: Config, input: OpenSessionInput): Promise<string> {
  const now = input.now ?? new Date();
  const lifetimeMs = input.rememberMe
    ? config.REMEMBER_ME_DAYS * 24 * 3_600_000
    : config.SESSION_HOURS * 3_600_000;
  const token = newSecretToken();
  await insertSession(db, {
    tokenHash: hashSecretToken(token),
    userId: input.userId,
    participantId: input.participantId ?? null,
    rememberMe: input.rememberMe,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return token;
}
