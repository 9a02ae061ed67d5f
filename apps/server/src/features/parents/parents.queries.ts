import { and, type Executor, eq, isNull, type SQL, schema, sql } from '@pledgethon/db';
import { looseName, looseNameColumn } from '../participants/loose-name';

const { events, participants, parentParticipants, pledgeCharges, pledges, results, users } = schema;

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

// A column of the `child_pledges` function, decoded as the table column it comes from (a timestamp,
// a bigint).
const column = <T>(name: string, from: Parameters<SQL['mapWith']>[0]) =>
  sql<T>`${sql.identifier(name)}`.mapWith(from) as SQL<T>;
type ChargeState = (typeof pledgeCharges.$inferSelect)['state'];

/** The columns of `child_pledges`, made once for every call. */
const childPledgeColumns = {
  id: column<string>('id', pledges.id),
  participantId: column<string>('participant_id', participants.id),
  participantFirstName: column<string>('participant_first_name', participants.firstName),
  participantLastName: column<string>('participant_last_name', participants.lastName),
  eventName: column<string>('event_name', events.name),
  donorFirstName: column<string>('donor_first_name', pledges.donorFirstName),
  donorLastName: column<string>('donor_last_name', pledges.donorLastName),
  kind: column<(typeof pledges.$inferSelect)['kind']>('kind', pledges.kind),
  amountCents: column<number>('amount_cents', Number),
  pledgedCents: column<number>('pledged_cents', Number),
  createdAt: column<Date>('created_at', pledges.createdAt),
  status: column<(typeof pledges.$inferSelect)['status']>('status', pledges.status),
  rateCents: column<number | null>('rate_cents', pledges.rateCents),
  maxCents: column<number | null>('max_cents', pledges.maxCents),
  flatCents: column<number | null>('flat_cents', pledges.amountCents),
  units: column<number | null>('units', results.units),
  eventMaxUnits: column<number>('event_max_units', events.maxUnits),
  chargeState: column<ChargeState | null>('charge_state', pledgeCharges.state),
  chargedCents: column<number>('charged_cents', Number),
};

/**
 * The standing pledges the parent's children received, newest first: the database function
 * `child_pledges` (migration 0039, decision 171), whose query each session plans once. Its columns
 * are read through the tables' own columns, so both drivers hand them over as those columns are.
 */
export function findChildPledges(db: Executor, { parentUserId }: { parentUserId: string }) {
  return db.select(childPledgeColumns).from(sql`child_pledges(${parentUserId})`);
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
