import type { OpenInvitation } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { deleteOpenInvitation, findOpenInvitations, type InvitationReader } from './open-invitations.queries';

/** Whom the Thon still waits for: its invitations whose link works, with whom, by whom and when. */
export async function listOpenInvitations(
  db: Executor,
  { eventId, reader, now = new Date() }: { eventId: string; reader: InvitationReader; now?: Date },
): Promise<OpenInvitation[]> {
  const rows = await findOpenInvitations(db, { eventId, reader, now });
  return rows.map((row) => ({
    InvitationId: row.id,
    Email: row.email,
    FirstName: row.firstName,
    LastName: row.lastName,
    Role: row.role,
    TeamName: row.teamName,
    InvitedBy: `${row.inviterFirstName ?? ''} ${row.inviterLastName ?? ''}`.trim(),
    InvitedAt: row.createdAt.toISOString(),
    ExpiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Withdraws an invitation before it is accepted: its link stops working, and the person (or, for a
 * team, another leader) may be invited afresh. One already accepted is a role, removed elsewhere.
 */
export async function cancelInvitation(
  db: Executor,
  { invitationId, reader, now = new Date() }: { invitationId: string; reader: InvitationReader; now?: Date },
) {
  if (!(await deleteOpenInvitation(db, { invitationId, reader, now }))) {
    throw new AppError('not_found', messages.notFound);
  }
  return { Message: messages.invitationCancelled, InvitationId: invitationId };
}
