import { messages } from '@pledgethon/core';
import { type Executor, hashPassword } from '@pledgethon/db';
import { AppError } from '../../../http/app-error';
import { hashSecretToken } from '../../sessions/secret-tokens';
import { revokeUserSessions } from '../../sessions/sessions.queries';
import { setPasswordHash } from '../users.queries';
import { usePasswordResetToken } from './password-reset.queries';

/**
 * Sets the new password through a reset link, once, and ends every session of the user: whoever
 * knew the old password is signed out.
 */
export async function resetPassword(
  db: Executor,
  input: { token: string; password: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  // Hashed before the transaction, which then stays short.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await usePasswordResetToken(tx, { tokenHash: hashSecretToken(input.token), now });
    if (!userId) {
      throw new AppError('validation', messages.resetLinkInvalid, { Token: messages.resetLinkInvalid });
    }
    await setPasswordHash(tx, { userId, passwordHash });
    await revokeUserSessions(tx, { userId, now });
  });
}
