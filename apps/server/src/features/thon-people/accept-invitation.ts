import { messages } from '@pledgethon/core';
import { type Executor, eq, hashPassword, schema } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violation';
import { hashSecretToken } from '../sessions/secret-tokens';
import {
  findInvitedAccount,
  findLiveInvitation,
  insertGrantOnce,
  insertVendorMember,
  markInvitationAccepted,
} from './invitations.queries';

type Invitation = NonNullable<Awaited<ReturnType<typeof findLiveInvitation>>>;

/**
 * Accepts an invitation through its one-time link. An address with an account accepts signed in as
 * that account, and a vendor role, which confines an account to the shop, lands on an account with
 * other roles only when its owner confirms that (`confirmShopOnly`). An address without one creates
 * its account here: the link proves the address, the password and the terms are asked for.
 * The grant and the acceptance are one transaction, so a link works once.
 */
export async function acceptInvitation(
  db: Executor,
  input: {
    token: string;
    password: string;
    acceptTerms: boolean;
    confirmShopOnly: boolean;
    signedInUserId: string | null;
    now?: Date;
  },
): Promise<{ Message: string; Email: string }> {
  const now = input.now ?? new Date();
  // Hashed before the transaction, which then stays short; only a new account uses it.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db
    .transaction(async (tx) => {
      const invitation = await findLiveInvitation(tx, {
        tokenHash: hashSecretToken(input.token),
        now,
        lock: true,
      });
      if (!invitation) {
        throw new AppError('validation', messages.invitationInvalid, { Token: messages.invitationInvalid });
      }
      const account = await findInvitedAccount(tx, {
        userId: invitation.namedUserId,
        email: invitation.email,
      });
      let userId: string;
      let message: string = messages.invitationAccepted;
      if (account?.canSignIn) {
        if (input.signedInUserId !== account.id) {
          throw new AppError('forbidden', messages.invitationSignInFirst);
        }
        if (invitation.role === 'vendor' && account.otherRoles > 0 && !input.confirmShopOnly) {
          throw new AppError('rule', messages.invitationConfinesToShop, {
            ConfirmShopOnly: messages.invitationConfinesToShop,
          });
        }
        userId = account.id;
        message = messages.invitationAcceptedRole;
      } else {
        if (!input.acceptTerms) {
          throw new AppError('validation', messages.termsAcceptanceRequired, {
            AcceptTerms: messages.mustAgreeToTerms,
          });
        }
        if (!passwordHash) {
          throw new AppError('validation', messages.reviewRequiredFields, {
            Password: messages.enterPassword,
          });
        }
        userId = await setUpAccount(tx, invitation, account?.id, { passwordHash, now });
      }
      await grantInvitedRole(tx, invitation, userId);
      await markInvitationAccepted(tx, { invitationId: invitation.id, userId, now });
      return { Message: message, Email: invitation.email };
    })
    .catch((error: unknown) => {
      // The team found a leader, or the person joined another vendor, since the invitation was sent.
      if (isUniqueViolation(error, 'user_roles_one_team_leader_per_team')) {
        throw new AppError('conflict', messages.teamLeaderAlreadyAssigned);
      }
      if (isUniqueViolation(error, 'shop_vendor_members_user_unique')) {
        throw new AppError('conflict', messages.userAlreadyExists);
      }
      throw error;
    });
}

/** The invited person's account, with the password and terms they just gave: made now, or set on the one an older invitation made. */
async function setUpAccount(
  tx: Executor,
  invitation: Invitation,
  existingId: string | undefined,
  { passwordHash, now }: { passwordHash: string; now: Date },
) {
  if (existingId) {
    await tx
      .update(schema.users)
      .set({ passwordHash, termsAcceptedAt: now })
      .where(eq(schema.users.id, existingId));
    return existingId;
  }
  const [created] = await tx
    .insert(schema.users)
    .values({
      email: invitation.email.toLowerCase(),
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      passwordHash,
      termsAcceptedAt: now,
    })
    .returning({ id: schema.users.id });
  if (!created) throw new Error('user insert returned no row');
  return created.id;
}

async function grantInvitedRole(tx: Executor, invitation: Invitation, userId: string) {
  await insertGrantOnce(tx, {
    userId,
    role: invitation.role,
    eventId: invitation.eventId,
    teamId: invitation.teamId,
    franchiseeId: invitation.franchiseeId,
  });
  if (invitation.vendorId) {
    await insertVendorMember(tx, {
      vendorId: invitation.vendorId,
      userId,
      invitedByUserId: invitation.invitedByUserId,
    });
  }
}
