import type { SessionContext } from '@pledgethon/contracts';
import type { Role } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { findSessionContextRow } from './session-context.queries';
import type { SessionContextCache } from './session-context-cache';

// The most powerful role first: it decides the landing page and the menu.
const rolePrecedence: readonly Role[] = [
  'super_admin',
  'franchisee_user',
  'franchisee_team_leader',
  'organizer',
  'teacher',
  'team_leader',
  'vendor',
  'test_user',
  'parent',
  'participant',
  'guest',
];

/**
 * Everything the server and the web need to know about who is signed in, read with the token's live
 * session in one query, or remembered from a recent one; undefined when there is no live session,
 * its user or participant no longer exists or the account became inactive.
 */
export async function loadSessionContext(
  db: Executor,
  cache: SessionContextCache,
  token: { tokenHash: string; now: Date },
  request: { ip: string | null; isAdminHost: boolean },
): Promise<SessionContext | undefined> {
  const session = await cache.read(token.tokenHash, token.now, () => findSessionContextRow(db, token));
  if (!session) return undefined;
  const { user } = session;
  if (session.userId && user?.status !== 'active') return undefined;
  const participant = session.sessionParticipant ?? session.userParticipant;
  if (!user && !participant) return undefined;

  const roles = new Set<Role>(session.roles);
  if (participant) roles.add('participant');
  if (roles.size === 0) roles.add('guest');
  const role = rolePrecedence.find((candidate) => roles.has(candidate)) ?? 'guest';

  return {
    UserId: user?.id ?? null,
    ParticipantId: participant?.id ?? null,
    ParentId: user && roles.has('parent') ? user.id : null,
    FirstName: user?.firstName ?? participant?.firstName ?? '',
    LastName: user?.lastName ?? participant?.lastName ?? '',
    Email: user?.email ?? null,
    AvatarUrl: user?.avatarUrl ?? null,
    Location: user?.location ?? null,
    Ip: request.ip,
    Roles: rolePrecedence.filter((candidate) => roles.has(candidate)),
    Role: role,
    ApplicationRole: request.isAdminHost ? 'admin' : 'public',
    IsSuperAdmin: roles.has('super_admin'),
    IsFranchiseeUser: roles.has('franchisee_user'),
    IsTeacher: roles.has('teacher'),
    IsTeamLeader: roles.has('team_leader'),
    IsVendor: roles.has('vendor'),
    IsParent: roles.has('parent'),
    IsFranchiseeTeamLeader: roles.has('franchisee_team_leader'),
    IsTestUser: roles.has('test_user'),
    IsOrganizerEvent: roles.has('organizer'),
    ForceAccessCode: session.participantId !== null,
    IsParticipant: roles.has('participant'),
  };
}
