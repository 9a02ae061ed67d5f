import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { revokeUserSessions } from '../sessions/sessions.queries';
import { deleteVendorMember } from './vendor-users.queries';

/**
 * Takes a user out of a vendor account: the membership, the vendor role and an unused invitation go,
 * and every session of theirs ends in the same transaction, so their next call is already refused.
 * Nobody removes themselves, so an account never loses its last user by accident.
 */
export async function removeVendorUser(
  db: Executor,
  input: { vendorId: string; userId: string; removerUserId: string | null; now?: Date },
): Promise<{ Message: string }> {
  if (input.userId === input.removerUserId) {
    throw new AppError('rule', messages.vendorCannotRemoveSelf);
  }
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    if (!(await deleteVendorMember(tx, { vendorId: input.vendorId, userId: input.userId }))) {
      throw new AppError('not_found', messages.notFound);
    }
    await revokeUserSessions(tx, { userId: input.userId, now });
  });
  return { Message: messages.vendorUserRemoved };
}
