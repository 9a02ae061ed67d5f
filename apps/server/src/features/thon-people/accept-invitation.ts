import { messages } from '@pledgethon/core';
import { type Executor, eq, hashPassword, schema } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { hashSecretToken } from '../sessions/secret-tokens';
import { useInvitation } from './people.queries';

/**
 * Accepts an invitation through its one-time link: records the terms accepted and sets the password.
 * Refused, and the link kept usable, while the terms are not accepted.
 */
export async function acceptInvitation(
  db: Executor,
  input: { token: string; password: string; acceptTerms: boolean; now?: Date },
): Promise<{ Message: string; Email: string }> {
  if (!input.acceptTerms) {
    throw new AppError('validation', messages.termsAcceptanceRequired, {
      AcceptTerms: messages.mustAgreeToTerms,
    });
  }
  const now = input.now ?? new Date();
  // Hashed before the transaction, which then stays short.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = await useInvitation(tx, { tokenHash: hashSecretToken(input.token), now });
    if (!userId)
      throw new AppError('validation', messages.invitationInvalid, { Token: messages.invitationInvalid });
    const [user] = await tx
      .update(schema.users)
      .set({ passwordHash, termsAcceptedAt: now })
      .where(eq(schema.users.id, userId))
      .returning({ email: schema.users.email });
    return { Message: messages.invitationAccepted, Email: user?.email ?? '' };
  });
}
