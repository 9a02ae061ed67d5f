import { and, asc, type Executor, eq, inArray, isNull, rowsOf, type SQL, schema, sql } from '@pledgethon/db';
import type { RemovalCounts, RemovalRequest } from './remove-personal-data.types';

const {
  consents,
  outboxMessages,
  parentParticipants,
  participants,
  participantTestGroupData,
  payments,
  pledges,
  sessions,
  shareRecipients,
  sponsorUpdates,
  users,
} = schema;

export type RemovableChild = {
  id: string;
  firstName: string;
  lastName: string;
  photoName: string | null;
  /** The child's parents' addresses in lower case: the parent e-mail on record and linked accounts. */
  parentAddresses: Set<string>;
};

/** The children in the request's reach whose personal data is still held. */
function inScope(request: RemovalRequest): SQL | undefined {
  return and(
    eq(participants.eventId, request.eventId),
    isNull(participants.anonymizedAt),
    request.participantIds ? inArray(participants.id, request.participantIds) : undefined,
  );
}

const childIds = (request: RemovalRequest) =>
  sql`(select ${participants.id} from ${participants} where ${inScope(request)})`;

export async function findRemovableChildren(
  db: Executor,
  request: RemovalRequest,
  limit: number,
): Promise<RemovableChild[]> {
  const rows = await db
    .select({
      id: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      photoName: participants.photoName,
      parentEmail: participants.parentEmail,
    })
    .from(participants)
    .where(inScope(request))
    .orderBy(asc(participants.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const parents = await db
    .select({ participantId: parentParticipants.participantId, email: users.email })
    .from(parentParticipants)
    .innerJoin(users, eq(users.id, parentParticipants.parentUserId))
    .where(
      inArray(
        parentParticipants.participantId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const addresses = parents
      .filter((parent) => parent.participantId === row.id && parent.email)
      .map((parent) => (parent.email ?? '').toLowerCase());
    if (row.parentEmail) addresses.push(row.parentEmail.toLowerCase());
    return { ...row, parentAddresses: new Set(addresses) };
  });
}

const countOf = async (db: Executor, query: SQL) => {
  const result = await db.execute(sql`select count(*) as n from (${query}) as counted`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
};

/** What a removal would take away, counted before anything changes: the dry run's answer. */
export async function countRemovable(db: Executor, request: RemovalRequest): Promise<RemovalCounts> {
  const ids = childIds(request);
  const of = (column: SQL | typeof participants.id) => sql`${column} in ${ids}`;
  const [
    childrenCount,
    photos,
    parentContacts,
    parentLinks,
    ownAccountLinks,
    sessionCount,
    consentCount,
    shareRecipientCount,
    sponsorUpdateCount,
    testGroups,
    pledgesCancelled,
  ] = await Promise.all([
    countOf(db, sql`select 1 from ${participants} where ${of(participants.id)}`),
    countOf(
      db,
      sql`select 1 from ${participants} where ${of(participants.id)} and ${participants.photoName} is not null`,
    ),
    countOf(
      db,
      sql`select 1 from ${participants} where ${of(participants.id)} and ${participants.parentEmail} is not null`,
    ),
    countOf(
      db,
      sql`select 1 from ${parentParticipants} where ${of(sql`${parentParticipants.participantId}`)}`,
    ),
    countOf(
      db,
      sql`select 1 from ${participants} where ${of(participants.id)} and ${participants.userId} is not null`,
    ),
    countOf(db, sql`select 1 from ${sessions} where ${of(sql`${sessions.participantId}`)}`),
    countOf(
      db,
      sql`select 1 from ${consents} where ${of(sql`${consents.participantId}`)} and ${consents.withdrawnAt} is null`,
    ),
    countOf(db, sql`select 1 from ${shareRecipients} where ${of(sql`${shareRecipients.participantId}`)}`),
    countOf(db, sql`select 1 from ${sponsorUpdates} where ${of(sql`${sponsorUpdates.participantId}`)}`),
    countOf(
      db,
      sql`select 1 from ${participantTestGroupData} where ${of(sql`${participantTestGroupData.participantId}`)}`,
    ),
    request.reason === 'parent_request'
      ? countOf(
          db,
          sql`select 1 from ${pledges} where ${of(sql`${pledges.participantId}`)} and ${pledges.status} <> 'cancelled'
            and not exists (select 1 from ${payments} where ${payments.pledgeId} = ${pledges.id} and ${payments.status} = 'succeeded')`,
        )
      : 0,
  ]);
  const messages = await countOf(
    db,
    sql`select 1 from ${outboxMessages} where ${outboxMessages.eventId} = ${request.eventId}
      and exists (select 1 from ${participants} where ${of(participants.id)}
        and (${outboxMessages.body} ilike '%' || ${participants.firstName} || '%'
          or ${outboxMessages.toAddress} = lower(${participants.parentEmail})))`,
  );
  return {
    participants: childrenCount,
    photos,
    parentContacts,
    parentLinks,
    ownAccountLinks,
    sessions: sessionCount,
    consents: consentCount,
    shareRecipients: shareRecipientCount,
    sponsorUpdates: sponsorUpdateCount,
    messages,
    testGroups,
    pledgesCancelled,
  };
}
