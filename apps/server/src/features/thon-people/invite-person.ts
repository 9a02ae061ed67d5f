import type { InviteResponse } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violation';
import { sendEmail } from '../../integrations/email/send-email';
import type { JobQueue } from '../../jobs/job-queue';
import { findUserByEmail } from '../auth/users.queries';
import { hashSecretToken, newSecretToken } from '../sessions/secret-tokens';
import { ACCEPT_INVITATION_PAGE_PATH, INVITATION_VALID_DAYS, invitationEmail } from './invitation-email';
import {
  findOpenInvitation,
  findTeamLeaderId,
  type Grant,
  insertGrantOnce,
  insertInvitation,
  insertUser,
} from './people.queries';

export type InviteDeps = { db: Executor; jobs: JobQueue; config: Config; log: FastifyBaseLogger };

// The spec's success "team leader created" names both kinds of team leader.
const createdMessage = (role: Grant['role']) =>
  role === 'team_leader' || role === 'franchisee_team_leader' ? messages.teamLeaderCreated : undefined;

/**
 * Gives a person a role in a Thon or a franchisee, by e-mail. Someone new gets an account without a
 * password and a one-time link that sets one; someone with an account gets the role at once and a
 * notice. One team leader per team; the same person is not invited twice, nor given a role twice.
 */
export async function invitePerson(
  deps: InviteDeps,
  input: {
    inviterUserId: string | null;
    email: string;
    firstName: string;
    lastName: string;
    grant: Grant;
    place: string;
    /** What else joins the person to the place, in the same transaction (a vendor account's member row). */
    join?: (tx: Executor, userId: string) => Promise<void>;
    now?: Date;
  },
): Promise<InviteResponse> {
  const now = input.now ?? new Date();
  const email = input.email.toLowerCase();
  const { grant } = input;
  const token = newSecretToken();
  const outcome = await deps.db
    .transaction(async (tx) => {
      if (
        grant.role === 'team_leader' &&
        grant.teamId &&
        (await findTeamLeaderId(tx, { teamId: grant.teamId }))
      ) {
        throw new AppError('conflict', messages.teamLeaderAlreadyAssigned);
      }
      const placeIds = { eventId: grant.eventId ?? null, franchiseeId: grant.franchiseeId ?? null };
      if (await findOpenInvitation(tx, { email, ...placeIds, now })) {
        throw new AppError('conflict', messages.alreadyInvited, { Email: messages.alreadyInvited });
      }
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        if (!(await insertGrantOnce(tx, { ...grant, userId: existing.id }))) {
          throw new AppError('conflict', messages.userAlreadyExists, { Email: messages.userAlreadyExists });
        }
        await input.join?.(tx, existing.id);
        return { userId: existing.id, firstName: existing.firstName, invitationId: null };
      }
      const userId = await insertUser(tx, { email, firstName: input.firstName, lastName: input.lastName });
      await insertGrantOnce(tx, { ...grant, userId });
      await input.join?.(tx, userId);
      const invitationId = await insertInvitation(tx, {
        email,
        role: grant.role,
        ...placeIds,
        teamId: grant.teamId ?? null,
        userId,
        invitedByUserId: input.inviterUserId,
        tokenHash: hashSecretToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60_000),
      });
      return { userId, firstName: input.firstName, invitationId };
    })
    .catch((error: unknown) => {
      // Two invitations for one team at once both find no leader; the database keeps the first.
      if (isUniqueViolation(error, 'user_roles_one_team_leader_per_team')) {
        throw new AppError('conflict', messages.teamLeaderAlreadyAssigned);
      }
      // A user works for one vendor account at most.
      if (isUniqueViolation(error, 'shop_vendor_members_user_unique')) {
        throw new AppError('conflict', messages.userAlreadyExists, { Email: messages.userAlreadyExists });
      }
      throw error;
    });

  const link = outcome.invitationId
    ? `${deps.config.publicUrl}${ACCEPT_INVITATION_PAGE_PATH}?token=${token}`
    : null;
  const { subject, text } = invitationEmail({
    firstName: outcome.firstName,
    role: grant.role,
    place: input.place,
    link,
  });
  await sendEmail(deps, {
    to: email,
    subject,
    text,
    eventId: grant.eventId ?? null,
    idempotencyKey: outcome.invitationId
      ? `invitation:${outcome.invitationId}`
      : `role-granted:${outcome.userId}:${grant.role}:${grant.eventId ?? ''}:${grant.teamId ?? ''}:${grant.franchiseeId ?? ''}`,
  });
  return {
    Message:
      createdMessage(grant.role) ?? (outcome.invitationId ? messages.invitationSent : messages.roleGranted),
    UserId: outcome.userId,
    Invited: outcome.invitationId !== null,
  };
}
