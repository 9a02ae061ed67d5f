import { BULK_PAYMENT_MAX_PLEDGES } from '@pledgethon/contracts';
import {
  and,
  asc,
  desc,
  type Executor,
  eq,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  schema,
  sql,
} from '@pledgethon/db';
import { keptCents, pledgedCents } from '../raised/raised';

const { eventTotals, participants, payments, pledges, teams } = schema;

const standing = ne(pledges.status, 'cancelled');

/** What was collected on each pledge: its succeeded payments. */
export const collectedOnPledge = sql<number>`coalesce((
  select sum(${keptCents}) from ${payments}
  where ${payments.pledgeId} = ${pledges.id} and ${payments.status} = 'succeeded'
), 0)`.mapWith(Number);

/**
 * Participants in scope with what they were pledged and what was collected for them, as the database
 * keeps both per participant (decisions 136, 141).
 */
export function findParticipantCollections(db: Executor, { scope }: { scope: SQL }) {
  return db
    .select({
      participantId: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      teamName: teams.name,
      pledgedCents: participants.raisedCents,
      collectedCents: participants.collectedCents,
    })
    .from(participants)
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(scope)
    .orderBy(asc(teams.name), asc(participants.lastName), asc(participants.firstName), asc(participants.id));
}

/** The Thon's own totals, gifts to the Thon and bulk payments included, as the database keeps them. */
export async function findThonCollections(db: Executor, { eventId }: { eventId: string }) {
  const [row] = await db
    .select({ pledgedCents: eventTotals.raisedCents, collectedCents: eventTotals.collectedCents })
    .from(eventTotals)
    .where(eq(eventTotals.eventId, eventId));
  return row ?? { pledgedCents: 0, collectedCents: 0 };
}

/**
 * Standing pledges of the Thon with something still to collect, newest first. `participantScope`
 * narrows to participants in reach; gifts to the Thon itself count only for the whole Thon's reach.
 */
export function findOpenPledges(
  db: Executor,
  { eventId, participantScope, wholeThon }: { eventId: string; participantScope: SQL; wholeThon: boolean },
) {
  const inScope = db.select({ id: participants.id }).from(participants).where(participantScope);
  const outstanding = sql<number>`(${pledgedCents} - ${collectedOnPledge})`.mapWith(Number);
  return db
    .select({
      pledgeId: pledges.id,
      donorFirstName: pledges.donorFirstName,
      donorLastName: pledges.donorLastName,
      participantId: pledges.participantId,
      participantFirstName: participants.firstName,
      participantLastName: participants.lastName,
      isOffline: pledges.isOffline,
      outstandingCents: outstanding,
    })
    .from(pledges)
    .leftJoin(participants, eq(participants.id, pledges.participantId))
    .where(
      and(
        eq(pledges.eventId, eventId),
        standing,
        or(
          sql`${pledges.participantId} in ${inScope}`,
          wholeThon ? isNull(pledges.participantId) : undefined,
        ),
        sql`${outstanding} > 0`,
      ),
    )
    .orderBy(desc(pledges.createdAt), asc(pledges.id))
    .limit(BULK_PAYMENT_MAX_PLEDGES);
}

/** The named pledges of the Thon with what each still owes, locked so two bulk payments do not both pay. */
export function lockOutstandingPledges(
  db: Executor,
  { eventId, pledgeIds }: { eventId: string; pledgeIds: string[] },
) {
  return db
    .select({
      pledgeId: pledges.id,
      participantId: pledges.participantId,
      outstandingCents: sql<number>`(${pledgedCents} - ${collectedOnPledge})`.mapWith(Number),
    })
    .from(pledges)
    .where(and(eq(pledges.eventId, eventId), inArray(pledges.id, pledgeIds), standing))
    .for('update');
}

/** Every pledge of the Thon with its participant and money, for the export. */
export function findPledgesForExport(
  db: Executor,
  { eventId, participantScope, wholeThon }: { eventId: string; participantScope: SQL; wholeThon: boolean },
) {
  const inScope = db.select({ id: participants.id }).from(participants).where(participantScope);
  return db
    .select({
      createdAt: pledges.createdAt,
      donorFirstName: pledges.donorFirstName,
      donorLastName: pledges.donorLastName,
      donorEmail: pledges.donorEmail,
      participantFirstName: participants.firstName,
      participantLastName: participants.lastName,
      teamName: teams.name,
      kind: pledges.kind,
      rateCents: pledges.rateCents,
      maxCents: pledges.maxCents,
      amountCents: pledges.amountCents,
      isOffline: pledges.isOffline,
      status: pledges.status,
      pledgedCents: sql<number>`${pledgedCents}`.mapWith(Number),
      collectedCents: collectedOnPledge,
    })
    .from(pledges)
    .leftJoin(participants, eq(participants.id, pledges.participantId))
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(
      and(
        eq(pledges.eventId, eventId),
        or(
          sql`${pledges.participantId} in ${inScope}`,
          wholeThon ? isNull(pledges.participantId) : undefined,
        ),
      ),
    )
    .orderBy(asc(pledges.createdAt), asc(pledges.id));
}
