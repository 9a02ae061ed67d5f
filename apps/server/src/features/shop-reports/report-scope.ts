import { type SQL, schema, sql } from '@pledgethon/db';

const { events, shopOrders, shopVendorMembers, userRoles } = schema;

/** Whose rows a report reads: everything (super administrators) or what one user reaches. */
export type ReportScope = { all: true } | { userId: string };

/**
 * The orders a user reaches: their vendor account's; those of their franchisee's territory; those of
 * the Thons they organise (a grant on the Thon or on its organisation). For a query joining
 * shop_orders and events; undefined (no condition) for super administrators.
 */
export function ordersInReach(scope: ReportScope): SQL | undefined {
  if ('all' in scope) return undefined;
  return sql`(${shopOrders.vendorId} in (select ${shopVendorMembers.vendorId} from ${shopVendorMembers} where ${shopVendorMembers.userId} = ${scope.userId})
    or exists (select 1 from ${userRoles} where ${userRoles.userId} = ${scope.userId} and (
      (${userRoles.role} in ('franchisee_user', 'franchisee_team_leader') and ${userRoles.franchiseeId} = ${events.franchiseeId})
      or (${userRoles.role} = 'organizer' and (${userRoles.eventId} = ${events.id}
        or (${userRoles.eventId} is null and ${userRoles.organizationId} = ${events.organizationId}))))))`;
}

/** The Thons of the franchisees a user works for; for a query selecting from events. */
export function territoryThons(scope: ReportScope): SQL | undefined {
  if ('all' in scope) return undefined;
  return sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${scope.userId}
    and ${userRoles.role} in ('franchisee_user', 'franchisee_team_leader')
    and ${userRoles.franchiseeId} = ${events.franchiseeId})`;
}

/** The products of the vendor account a user works for; for a query selecting from shop_products. */
export function ownVendorProducts(scope: ReportScope): SQL | undefined {
  if ('all' in scope) return undefined;
  return sql`${schema.shopProducts.vendorId} in (select ${shopVendorMembers.vendorId} from ${shopVendorMembers} where ${shopVendorMembers.userId} = ${scope.userId})`;
}
