import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { findAccessCodeGrants, findAccessCodeThons, findEventForAccessCodes } from './access-codes.queries';

/**
 * The Thon whose access codes the caller asks for, when the caller is one of its organisers or
 * teachers (a grant on the Thon, or on its organisation) or a super administrator. Access codes sign
 * children in, so everyone else is refused, whether or not the Thon exists.
 */
export async function requireAccessCodeViewer(db: Executor, request: FastifyRequest, eventId: string) {
  const session = requireSession(request);
  const event = await findEventForAccessCodes(db, { eventId });
  if (session.IsSuperAdmin) {
    if (!event) throw new AppError('not_found', messages.notFound);
    return event;
  }
  if (event && session.UserId) {
    const grants = await findAccessCodeGrants(db, { userId: session.UserId });
    const granted = grants.some(
      (grant) =>
        grant.eventId === event.id ||
        (grant.eventId === null && grant.organizationId === event.organizationId),
    );
    if (granted) return event;
  }
  throw new AppError('forbidden', messages.accessDenied);
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
