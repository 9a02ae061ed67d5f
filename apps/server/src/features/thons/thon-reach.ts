import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { findThon, findThonWithGrants } from './thon-reach.queries';

/** Who acts on a Thon, from the most reach to the least. */
export const THON_ACTORS = ['super_admin', 'organizer', 'franchisee', 'teacher', 'team_leader'] as const;
export type ThonActor = (typeof THON_ACTORS)[number];

/**
 * How far the caller reaches into one Thon: all of it, the class of one teacher (the participants
 * whose teacher they are), or one team.
 */
export type ThonReach = {
  event: NonNullable<Awaited<ReturnType<typeof findThon>>>;
  as: ThonActor;
  participants: { kind: 'all' } | { kind: 'class'; teacherUserId: string } | { kind: 'team'; teamId: string };
};

function actorOf(role: string): ThonActor | undefined {
  if (role === 'organizer' || role === 'teacher' || role === 'team_leader') return role;
  if (role === 'franchisee_user' || role === 'franchisee_team_leader') return 'franchisee';
  return undefined;
}

/**
 * The caller's reach into the Thon when they act on it as one of `allowed`. Anyone else is refused the
 * same way whether or not the Thon exists, so that probing ids tells a stranger nothing. A route that
 * declares it answers children's personal data (`personalData`) reaches it only through grants that
 * cover the children (decision 093).
 */
export async function requireThonReach(
  db: Executor,
  request: FastifyRequest,
  eventId: string,
  allowed: readonly ThonActor[],
): Promise<ThonReach> {
  const session = requireSession(request);
  if (session.IsSuperAdmin && allowed.includes('super_admin')) {
    const event = await findThon(db, { eventId });
    if (!event) throw new AppError('not_found', messages.notFound);
    return { event, as: 'super_admin', participants: { kind: 'all' } };
  }
  const found = session.UserId
    ? await findThonWithGrants(db, {
        eventId,
        userId: session.UserId,
        childrenData: Boolean(request.routeOptions.config.personalData),
      })
    : undefined;
  const reaches = (found?.grants ?? []).flatMap((grant): Omit<ThonReach, 'event'>[] => {
    const as = actorOf(grant.role);
    if (!as || !allowed.includes(as) || !session.UserId) return [];
    if (as === 'teacher') return [{ as, participants: { kind: 'class', teacherUserId: session.UserId } }];
    if (as === 'team_leader' && grant.teamId)
      return [{ as, participants: { kind: 'team', teamId: grant.teamId } }];
    return [{ as, participants: { kind: 'all' } }];
  });
  const widest = reaches.sort((a, b) => THON_ACTORS.indexOf(a.as) - THON_ACTORS.indexOf(b.as))[0];
  if (!found || !widest) throw new AppError('forbidden', messages.accessDenied);
  return { event: found.event, ...widest };
}
