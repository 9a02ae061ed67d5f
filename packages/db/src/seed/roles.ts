import type { Executor } from '../client';
import { userRoles } from '../schema/index';
import { DEMO_ACCOUNTS, type DemoAccountKey, type DemoUserIds } from './people';
import type { DemoThon } from './thon';

type Scope = Partial<
  Pick<typeof userRoles.$inferInsert, 'organizationId' | 'eventId' | 'teamId' | 'franchiseeId'>
>;

/** Grants each demo account its role, scoped to where it acts; unscoped roles apply everywhere. */
export async function grantDemoRoles(
  tx: Executor,
  userIds: DemoUserIds,
  thon: DemoThon,
  now: Date,
): Promise<void> {
  const { eventId, organizationId, franchiseeId, redRocketsTeamId } = thon;
  const scopes: Record<DemoAccountKey, Scope> = {
    admin: {},
    franchisee: { franchiseeId },
    franchiseeLead: { franchiseeId },
    organizer: { organizationId, eventId },
    teacher: { organizationId, eventId },
    teamLeader: { eventId, teamId: redRocketsTeamId },
    vendor: {},
    // A parent's reach is the children linked in parent_participants.
    parent: {},
    student: { eventId },
    tester: {},
    inactive: {},
  };
  await tx.insert(userRoles).values(
    DEMO_ACCOUNTS.map((account) => ({
      userId: userIds[account.key],
      role: account.role,
      ...scopes[account.key],
      createdAt: now,
    })),
  );
}
