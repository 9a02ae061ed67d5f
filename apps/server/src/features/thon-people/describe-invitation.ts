import type { Invitation } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { hashSecretToken } from '../sessions/secret-tokens';
import { findInvitedAccount, findLiveInvitation } from './invitations.queries';

/**
 * What a live invitation link offers, for the page it opens. Only the address's owner has the link,
 * so it may say whether the address has an account.
 */
export async function describeInvitation(
  db: Executor,
  input: { token: string; signedInUserId: string | null; now?: Date },
): Promise<Invitation> {
  const invitation = await findLiveInvitation(db, {
    tokenHash: hashSecretToken(input.token),
    now: input.now ?? new Date(),
  });
  if (!invitation) {
    throw new AppError('validation', messages.invitationInvalid, { Token: messages.invitationInvalid });
  }
  const account = await findInvitedAccount(db, { userId: invitation.namedUserId, email: invitation.email });
  const hasAccount = Boolean(account?.canSignIn);
  return {
    Email: invitation.email,
    Role: invitation.role,
    Place: invitation.place,
    HasAccount: hasAccount,
    SignedInAsInvitee: hasAccount && account?.id === input.signedInUserId,
    ConfinesToShop: invitation.role === 'vendor' && hasAccount && (account?.otherRoles ?? 0) > 0,
  };
}
