import type { PledgeProgress } from '@pledgethon/contracts';
import { and, count, desc, type Executor, eq, type SQL, schema, sql } from '@pledgethon/db';
import { keptCents, pledgedCents } from '../raised/raised';

const { pledges, pledgeCharges, participants, payments } = schema;

/** Where a pledge stands on its way to money, as one SQL value to filter and count by. */
const progressOf = sql<PledgeProgress>`(case
  when ${pledges.status} = 'cancelled' then 'cancelled'
  when ${pledgeCharges.state} is null then 'not_charged'
  else ${pledgeCharges.state}::text end)`;

const collectedOf = sql<number>`coalesce((select sum(${keptCents}) from ${payments}
  where ${payments.pledgeId} = ${pledges.id} and ${payments.status} = 'succeeded'), 0)`.mapWith(Number);

export type PledgeListFilter = { eventId: string; progress?: PledgeProgress; kind?: 'per_unit' | 'flat' };

function where(filter: PledgeListFilter): SQL | undefined {
  return and(
    eq(pledges.eventId, filter.eventId),
    filter.kind ? eq(pledges.kind, filter.kind) : undefined,
    filter.progress ? sql`${progressOf} = ${filter.progress}` : undefined,
  );
}

/** One page of a Thon's pledges, newest first, with their charge. */
export async function listPledgePage(
  db: Executor,
  filter: PledgeListFilter & { limit: number; offset: number },
) {
  return db
    .select({
      pledge: pledges,
      participantFirstName: participants.firstName,
      participantLastName: participants.lastName,
      progress: progressOf,
      chargeState: pledgeCharges.state,
      failure: pledgeCharges.failure,
      attempt: pledgeCharges.attempt,
      pledgedCents: sql<number>`${pledgedCents}`.mapWith(Number),
      collectedCents: collectedOf,
    })
    .from(pledges)
    .leftJoin(pledgeCharges, eq(pledgeCharges.pledgeId, pledges.id))
    .leftJoin(participants, eq(participants.id, pledges.participantId))
    .where(where(filter))
    .orderBy(desc(pledges.createdAt), desc(pledges.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** How many of the Thon's pledges stand at each step, and what failed charges still ask for. */
export async function pledgeProgressCounts(db: Executor, { eventId }: { eventId: string }) {
  const rows = await db
    .select({
      progress: progressOf,
      pledges: count(),
      dueCents:
        sql<number>`coalesce(sum(case when ${pledgeCharges.state} = 'failed' then ${pledgeCharges.pledgeCents} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(pledges)
    .leftJoin(pledgeCharges, eq(pledgeCharges.pledgeId, pledges.id))
    .where(eq(pledges.eventId, eventId))
    .groupBy(progressOf);
  return rows;
}

/** A pledge of the Thon (the ownership check of the organiser's pledge actions), with its charge. */
export async function findThonPledge(
  db: Executor,
  { eventId, pledgeId }: { eventId: string; pledgeId: string },
) {
  const [row] = await db
    .select({ pledgeId: pledges.id, chargeState: pledgeCharges.state, attempt: pledgeCharges.attempt })
    .from(pledges)
    .leftJoin(pledgeCharges, eq(pledgeCharges.pledgeId, pledges.id))
    .where(and(eq(pledges.id, pledgeId), eq(pledges.eventId, eventId)))
    .limit(1);
  return row;
}

export async function countPledges(db: Executor, filter: PledgeListFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pledges)
    .leftJoin(pledgeCharges, eq(pledgeCharges.pledgeId, pledges.id))
    .where(where(filter));
  return row?.total ?? 0;
}
