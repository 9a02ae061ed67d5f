import { messages } from '@pledgethon/core';
import { type Executor, eq, schema } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';

const { shopVendorMembers, shopVendors } = schema;

/** The vendor account the user works for, if any. */
export async function findVendorOfUser(db: Executor, { userId }: { userId: string }) {
  const [vendor] = await db
    .select({ id: shopVendors.id, name: shopVendors.name })
    .from(shopVendorMembers)
    .innerJoin(shopVendors, eq(shopVendors.id, shopVendorMembers.vendorId))
    .where(eq(shopVendorMembers.userId, userId))
    .limit(1);
  return vendor;
}

/** The caller's vendor account; a vendor user not (or no longer) a member of one is refused. */
export async function requireVendor(db: Executor, request: FastifyRequest) {
  const session = requireSession(request);
  const vendor = session.UserId ? await findVendorOfUser(db, { userId: session.UserId }) : undefined;
  if (!vendor) throw new AppError('forbidden', messages.notAVendor);
  return { ...vendor, userId: session.UserId as string };
}
