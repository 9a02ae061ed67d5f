import { THON_INVITE_ROLES, type ThonInviteRole } from '@pledgethon/contracts';
import { and, desc, type Executor, eq, inArray, type SQL, schema, sql } from '@pledgethon/db';
import { grantReachesThon } from '../thons/thon-reach.queries';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';
import { invitationIsOpen } from './invitations.queries';

const { events, invitations, teams, userRoles, users } = schema;

/** Who reads a Thon's invitations: a super administrator every Thon's, anyone else the Thons they run. */
export type InvitationReader = { everyThon: true } | { everyThon: false; userId: string };

/** The invitation's Thon (joined as `events`) is run by the reader: ownership in every query here. */
function runsThon(reader: InvitationReader): SQL | undefined {
  if (reader.everyThon) return undefined;
  return sql`exists (select 1 from ${userRoles} where ${and(grantReachesThon(reader.userId), inArray(userRoles.role, [...THON_RUNNER_ROLES]))})`;
}

/** The Thon's open invitations the reader may see, the newest first, with the team and the inviter. */
export function findOpenInvitations(
  db: Executor,
  { eventId, reader, now }: { eventId: string; reader: InvitationReader; now: Date },
) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      // A Thon invites only its teachers and team leaders (the filter below holds it).
      role: sql<ThonInviteRole>`${invitations.role}`,
      teamName: teams.name,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(events, eq(events.id, invitations.eventId))
    .leftJoin(teams, eq(teams.id, invitations.teamId))
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(
      and(
        eq(invitations.eventId, eventId),
        inArray(invitations.role, [...THON_INVITE_ROLES]),
        invitationIsOpen(now),
        runsThon(reader),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/**
 * Deletes an open invitation to a Thon the reader runs, and with it the hash its link is checked
 * against. False when there is none: another Thon's, an accepted or an unknown one look the same.
 */
export async function deleteOpenInvitation(
  db: Executor,
  { invitationId, reader, now }: { invitationId: string; reader: InvitationReader; now: Date },
) {
  const reachable = db
    .select({ id: invitations.id })
    .from(invitations)
    .innerJoin(events, eq(events.id, invitations.eventId))
    .where(and(eq(invitations.id, invitationId), invitationIsOpen(now), runsThon(reader)));
  const deleted = await db
    .delete(invitations)
    .where(inArray(invitations.id, reachable))
    .returning({ id: invitations.id });
  return deleted.length > 0;
}
