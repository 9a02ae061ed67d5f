import { and, asc, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';

const { invitations, shopVendorMembers, shopVendors, userRoles, users } = schema;

/** The vendor account the user works for, if any. */
export async function findVendorOfMember(db: Executor, { userId }: { userId: string }) {
  const [row] = await db
    .select({ id: shopVendors.id, name: shopVendors.name })
    .from(shopVendorMembers)
    .innerJoin(shopVendors, eq(shopVendors.id, shopVendorMembers.vendorId))
    .where(eq(shopVendorMembers.userId, userId))
    .limit(1);
  return row;
}

export async function findVendor(db: Executor, { vendorId }: { vendorId: string }) {
  const [row] = await db
    .select({ id: shopVendors.id, name: shopVendors.name })
    .from(shopVendors)
    .where(eq(shopVendors.id, vendorId))
    .limit(1);
  return row;
}

/** The account's users, oldest first; one who has no password yet has not accepted the invitation. */
export async function listVendorMembers(db: Executor, { vendorId }: { vendorId: string }) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      joined: sql<boolean>`${users.passwordHash} is not null`,
      addedAt: shopVendorMembers.createdAt,
    })
    .from(shopVendorMembers)
    .innerJoin(users, eq(users.id, shopVendorMembers.userId))
    .where(eq(shopVendorMembers.vendorId, vendorId))
    .orderBy(asc(shopVendorMembers.createdAt), asc(users.email));
}

/**
 * Takes the user out of this vendor account (and only this one: the vendor id is part of the match),
 * with the vendor role and any invitation not yet accepted. False when they were no member of it.
 */
export async function deleteVendorMember(
  db: Executor,
  { vendorId, userId }: { vendorId: string; userId: string },
) {
  const removed = await db
    .delete(shopVendorMembers)
    .where(and(eq(shopVendorMembers.vendorId, vendorId), eq(shopVendorMembers.userId, userId)))
    .returning({ id: shopVendorMembers.id });
  if (removed.length === 0) return false;
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'vendor')));
  await db
    .delete(invitations)
    .where(
      and(eq(invitations.userId, userId), eq(invitations.role, 'vendor'), isNull(invitations.acceptedAt)),
    );
  return true;
}
