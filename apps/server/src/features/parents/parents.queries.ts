import { and, desc, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';
import { looseName, looseNameColumn } from '../participants/loose-name';
import { keptCents, pledgedCents } from '../raised/raised';

const { events, participants, parentParticipants, payments, pledgeCharges, pledges, results, users } = schema;

const sameText = (column: typeof participants.firstName | typeof participants.lastName, text: string) =>
  sql`${looseNameColumn(column)} = ${looseName(text)}`;

type NamedInThon = { parentUserId: string; eventId: string; firstName: string; lastName: string };

/** The Thon's participants still in it under this name. */
const namedInThon = ({ eventId, firstName, lastName }: NamedInThon) =>
  and(
    eq(participants.eventId, eventId),
    isNull(participants.removedAt),
    sameText(participants.firstName, firstName),
    sameText(participants.lastName, lastName),
  );

/** Holds the parent's row until the transaction ends, so two adds at once cannot pass the cap together. */
export async function lockParent(db: Executor, { parentUserId }: { parentUserId: string }) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, parentUserId)).for('update');
}

export async function findEventByCode(db: Executor, { eventCode }: { eventCode: string }) {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(sql`lower(${events.eventCode}) = lower(${eventCode})`)
    .limit(1);
  return event;
}

/** The parent's children that are still in their Thon, with their names and Thons. */
export function findChildren(db: Executor, { parentUserId }: { parentUserId: string }) {
  return db
    .select({ id: participants.id, eventId: participants.eventId })
    .from(parentParticipants)
    .innerJoin(participants, eq(participants.id, parentParticipants.participantId))
    .where(and(eq(parentParticipants.parentUserId, parentUserId), isNull(participants.removedAt)));
}

/** Whether the parent already has a child of this name in this Thon. */
export async function hasChildInEvent(db: Executor, named: NamedInThon) {
  const [row] = await db
    .select({ id: participants.id })
    .from(parentParticipants)
    .innerJoin(participants, eq(participants.id, parentParticipants.participantId))
    .where(and(eq(parentParticipants.parentUserId, named.parentUserId), namedInThon(named)))
    .limit(1);
  return row !== undefined;
}

/** Whether the participant is one of the parent's children. */
export async function isChildOf(
  db: Executor,
  { parentUserId, participantId }: { parentUserId: string; participantId: string },
) {
  const [row] = await db
    .select({ id: parentParticipants.participantId })
    .from(parentParticipants)
    .where(
      and(
        eq(parentParticipants.parentUserId, parentUserId),
        eq(parentParticipants.participantId, participantId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The standing pledges the parent's children received, newest first. A named statement: PostgreSQL
 * then plans it once per connection instead of on every call (PGlite's driver ignores the name, and
 * plans it each time). A child's result and a pledge's charge, one at most each, are read as scalar
 * subqueries rather than joined: the planner then orders a join of four tables, not six, which on
 * PGlite cost several times running it.
 */
export function findChildPledges(db: Executor, { parentUserId }: { parentUserId: string }) {
  return db
    .select({
      id: pledges.id,
      participantId: participants.id,
      participantFirstName: participants.firstName,
      participantLastName: participants.lastName,
      eventName: events.name,
      donorFirstName: pledges.donorFirstName,
      donorLastName: pledges.donorLastName,
      kind: pledges.kind,
      amountCents: sql<number>`coalesce(${pledges.amountCents}, ${pledges.rateCents})`.mapWith(Number),
      pledgedCents: sql<number>`${pledgedCents}`.mapWith(Number),
      createdAt: pledges.createdAt,
      status: pledges.status,
      rateCents: pledges.rateCents,
      maxCents: pledges.maxCents,
      flatCents: pledges.amountCents,
      units: sql<
        number | null
      >`(select ${results.units} from ${results} where ${results.participantId} = ${participants.id})`,
      eventMaxUnits: events.maxUnits,
      chargeState: sql<
        (typeof pledgeCharges.$inferSelect)['state'] | null
      >`(select ${pledgeCharges.state} from ${pledgeCharges} where ${pledgeCharges.pledgeId} = ${pledges.id})`,
      chargedCents: sql<number>`coalesce((
        select sum(${keptCents}) from ${payments}
        where ${payments.pledgeId} = ${pledges.id} and ${payments.status} = 'succeeded'
      ), 0)`.mapWith(Number),
    })
    .from(parentParticipants)
    .innerJoin(participants, eq(participants.id, parentParticipants.participantId))
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(pledges, eq(pledges.participantId, participants.id))
    .where(and(eq(parentParticipants.parentUserId, parentUserId), sql`${pledges.status} <> 'cancelled'`))
    .orderBy(desc(pledges.createdAt), desc(pledges.id))
    .prepare('find_child_pledges')
    .execute();
}

/** The access code of one of the parent's children; undefined for anyone else's. */
export async function findChildAccessCode(
  db: Executor,
  { parentUserId, participantId }: { parentUserId: string; participantId: string },
) {
  const [row] = await db
    .select({ accessCode: participants.accessCode })
    .from(parentParticipants)
    .innerJoin(participants, eq(participants.id, parentParticipants.participantId))
    .where(
      and(
        eq(parentParticipants.parentUserId, parentUserId),
        eq(parentParticipants.participantId, participantId),
      ),
    )
    .limit(1);
  return row?.accessCode;
}

/**
 * The participant an access code belongs to (codes match without regard to case), while they are in
 * their Thon and their personal data is still there.
 */
export async function findChildByAccessCode(db: Executor, { accessCode }: { accessCode: string }) {
  const [row] = await db
    .select({ id: participants.id, eventId: participants.eventId })
    .from(participants)
    .where(
      and(
        sql`lower(${participants.accessCode}) = lower(${accessCode})`,
        isNull(participants.removedAt),
        isNull(participants.anonymizedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The Thon's active participants of this name that are not the parent's: a child the school listed,
 * whom adding by name would copy.
 */
export function findListedNamesakes(db: Executor, named: NamedInThon) {
  return db
    .select({ id: participants.id, parentEmail: participants.parentEmail })
    .from(participants)
    .where(
      and(
        namedInThon(named),
        isNull(participants.anonymizedAt),
        sql`not exists (select 1 from ${parentParticipants} where ${parentParticipants.participantId} = "participants"."id" and ${parentParticipants.parentUserId} = ${named.parentUserId})`,
      ),
    )
    .orderBy(participants.createdAt, participants.id);
}

/** The address of the parent's account: proved theirs when the account was made or moved to it. */
export async function findUserEmail(db: Executor, { userId }: { userId: string }) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}
