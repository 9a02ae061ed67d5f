import type { FranchiseeSummary } from '@pledgethon/contracts';
import { schema } from '@pledgethon/db';
import type { listFranchisees } from './franchisees.queries';

/** One summary per franchisee from the rows of its people (a franchisee without people has one row). */
export function toFranchiseeSummaries(
  rows: Awaited<ReturnType<typeof listFranchisees>>,
): FranchiseeSummary[] {
  const byId = new Map<string, FranchiseeSummary>();
  for (const row of rows) {
    let summary = byId.get(row.id);
    if (!summary) {
      summary = {
        FranchiseeId: row.id,
        Name: row.name,
        Territory: row.territory,
        CommissionRatePercent: row.commissionBasisPoints / schema.BASIS_POINTS_PER_PERCENT,
        People: [],
      };
      byId.set(row.id, summary);
    }
    if (row.userId && (row.role === 'franchisee_user' || row.role === 'franchisee_team_leader')) {
      summary.People.push({
        UserId: row.userId,
        FirstName: row.firstName ?? '',
        LastName: row.lastName ?? '',
        Email: row.email ?? '',
        Role: row.role,
        Joined: row.joined,
      });
    }
  }
  return [...byId.values()];
}
