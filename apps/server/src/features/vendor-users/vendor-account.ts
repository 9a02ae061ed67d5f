import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { findVendor, findVendorOfMember } from './vendor-users.queries';

/**
 * The vendor account a call acts on: the caller's own (naming another is refused, the same way
 * whether or not it exists), or for a super administrator the one named.
 */
export async function requireVendorAccount(
  db: Executor,
  request: FastifyRequest,
  namedVendorId: string | undefined,
): Promise<{ id: string; name: string }> {
  const session = requireSession(request);
  const own = session.UserId ? await findVendorOfMember(db, { userId: session.UserId }) : undefined;
  if (own && (namedVendorId === undefined || namedVendorId === own.id)) return own;
  if (session.IsSuperAdmin && namedVendorId) {
    const vendor = await findVendor(db, { vendorId: namedVendorId });
    if (!vendor) throw new AppError('not_found', messages.notFound);
    return vendor;
  }
  throw new AppError('forbidden', messages.accessDenied);
}
