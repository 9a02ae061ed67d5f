import type { InviteResponse } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { sendEmail } from '../../integrations/email/send-email';
import { hashSecretToken, newSecretToken } from '../sessions/secret-tokens';
import { ACCEPT_INVITATION_PAGE_PATH, INVITATION_VALID_DAYS, invitationEmail } from './invitation-email';
import {
  alreadyInPlace,
  findInvitedAccount,
  findOpenInvitation,
  type InvitationPlace,
  insertInvitation,
  teamLeaderTakenOrAsked,
} from './invitations.queries';

export type InviteDeps = { db: Executor; config: Config; log: FastifyBaseLogger };

// The spec's success "team leader created" names both kinds of team leader.
const sentMessage = (role: InvitationPlace['role']) =>
  role === 'team_leader' || role === 'franchisee_team_leader'
    ? messages.teamLeaderCreated
    : messages.invitationSent;

/**
 * Asks a person by e-mail to take a role in a Thon, a franchisee or a vendor account. Nothing reaches
 * any account here: the one-time link lets the person accept, creating their account or, for an
 * address that has one, signed in as themself (decision 108). The answer is the same either way, so
 * an invitation tells the inviter nothing about whose addresses have accounts. The e-mail is written
 * with the invitation, in one transaction.
 */
export async function invitePerson(
  deps: InviteDeps,
  input: {
    inviterUserId: string | null;
    email: string;
    firstName: string;
    lastName: string;
    place: InvitationPlace;
    placeName: string;
    now?: Date;
  },
): Promise<InviteResponse> {
  const now = input.now ?? new Date();
  const email = input.email.toLowerCase();
  const { place } = input;
  const token = newSecretToken();
  await deps.db.transaction(async (tx) => {
    if (
      place.role === 'team_leader' &&
      place.teamId &&
      (await teamLeaderTakenOrAsked(tx, { teamId: place.teamId, now }))
    ) {
      throw new AppError('conflict', messages.teamLeaderAlreadyAssigned);
    }
    if (await findOpenInvitation(tx, { email, place, now })) {
      throw new AppError('conflict', messages.alreadyInvited, { Email: messages.alreadyInvited });
    }
    if (await alreadyInPlace(tx, { email, place })) {
      throw new AppError('conflict', messages.userAlreadyExists, { Email: messages.userAlreadyExists });
    }
    const invitationId = await insertInvitation(tx, {
      email,
      role: place.role,
      eventId: place.eventId ?? null,
      teamId: place.teamId ?? null,
      franchiseeId: place.franchiseeId ?? null,
      vendorId: place.vendorId ?? null,
      firstName: input.firstName,
      lastName: input.lastName,
      invitedByUserId: input.inviterUserId,
      tokenHash: hashSecretToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60_000),
    });
    const account = await findInvitedAccount(tx, { userId: null, email });
    const { subject, text } = invitationEmail({
      firstName: input.firstName,
      role: place.role,
      place: input.placeName,
      link: `${deps.config.publicUrl}${ACCEPT_INVITATION_PAGE_PATH}?token=${token}`,
      hasAccount: Boolean(account?.canSignIn),
    });
    await sendEmail(
      { ...deps, db: tx },
      {
        to: email,
        subject,
        text,
        eventId: place.eventId ?? null,
        idempotencyKey: `invitation:${invitationId}`,
      },
    );
  });
  return { Message: sentMessage(place.role), Invited: true };
}
