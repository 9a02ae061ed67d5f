import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { requireThonReach } from '../thons/thon-reach';
import { findAccessCodeGrants, findAccessCodeThons } from './access-codes.queries';

/**
 * How far the caller sees the Thon's access codes: its organisers (a grant on the Thon, or on its
 * organisation) see every child's, a teacher their own class's, a super administrator any. Access
 * codes sign children in, so everyone else is refused, whether or not the Thon exists.
 */
export function requireAccessCodeViewer(db: Executor, request: FastifyRequest, eventId: string) {
  return requireThonReach(db, request, eventId, ['super_admin', 'organizer', 'teacher']);
}

/** The Thons whose access codes the caller may see; anyone with none is refused like any other stranger. */
export async function listAccessCodeThons(db: Executor, request: FastifyRequest) {
  const session = requireSession(request);
  if (session.IsSuperAdmin) return findAccessCodeThons(db, { all: true });
  const grants = session.UserId ? await findAccessCodeGrants(db, { userId: session.UserId }) : [];
  if (grants.length === 0) throw new AppError('forbidden', messages.accessDenied);
  return findAccessCodeThons(db, {
    eventIds: grants.flatMap((grant) => (grant.eventId ? [grant.eventId] : [])),
    organizationIds: grants.flatMap((grant) =>
      grant.eventId === null && grant.organizationId ? [grant.organizationId] : [],
    ),
  });
}
