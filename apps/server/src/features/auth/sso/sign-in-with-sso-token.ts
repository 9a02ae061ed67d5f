import { messages, sameSiteRedirect } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { openSession } from '../../sessions/open-session';
import { hashSecretToken } from '../../sessions/secret-tokens';
import { findUserStatus } from '../users.queries';
import { useSsoToken } from './sso.queries';

/** Turns a hand-off token from the other site into a session here, once and within its minute. */
export async function signInWithSsoToken(
  db: Executor,
  config: Config,
  input: { tkn: string; ip: string | null; userAgent: string | null; now?: Date },
): Promise<{ token: string; redirect: string }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const handOff = await useSsoToken(tx, { tokenHash: hashSecretToken(input.tkn), now });
    if (!handOff) throw new AppError('unauthorized', messages.accessDenied);
    if ((await findUserStatus(tx, handOff.userId)) !== 'active') {
      throw new AppError('unauthorized', messages.inactiveUser);
    }
    const token = await openSession(tx, config, {
      userId: handOff.userId,
      rememberMe: false,
      ip: input.ip,
      userAgent: input.userAgent,
      now,
    });
    return { token, redirect: sameSiteRedirect(handOff.redirect) };
  });
}
