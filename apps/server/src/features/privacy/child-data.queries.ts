import { asc, desc, type Executor, eq, schema, sql } from '@pledgethon/db';
import { parentsOwnChild } from './privacy.queries';

const {
  consents,
  events,
  organizations,
  parentParticipants,
  participants,
  personalDataViews,
  pledges,
  results,
  shareRecipients,
  sponsorUpdates,
  teams,
  users,
} = schema;

/** One of the parent's children with its Thon, still holding personal data; undefined otherwise. */
export async function findHeldChild(
  db: Executor,
  { parentUserId, participantId }: { parentUserId: string; participantId: string },
) {
  const teacher = sql<string | null>`(
    select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${participants.teacherUserId}
  )`;
  const [row] = await db
    .select({
      child: participants,
      teamName: teams.name,
      teacherName: teacher,
      event: {
        id: events.id,
        eventCode: events.eventCode,
        name: events.name,
        eventDate: events.eventDate,
        endDate: events.endDate,
        retentionDays: events.retentionDays,
      },
      organizationName: organizations.name,
    })
    .from(parentParticipants)
    .innerJoin(participants, eq(participants.id, parentParticipants.participantId))
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(parentsOwnChild({ parentUserId, participantId }))
    .limit(1);
  return row;
}

/** Everything else held about the child: parents, results, pledges, updates, contacts, consents, views. */
export async function findChildRecords(db: Executor, participantId: string) {
  const [parents, result, childPledges, updates, contacts, consentRows, views] = await Promise.all([
    db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(parentParticipants)
      .innerJoin(users, eq(users.id, parentParticipants.parentUserId))
      .where(eq(parentParticipants.participantId, participantId)),
    db.select({ units: results.units }).from(results).where(eq(results.participantId, participantId)),
    db
      .select({
        donorFirstName: pledges.donorFirstName,
        donorLastName: pledges.donorLastName,
        kind: pledges.kind,
        amountCents: sql<number>`coalesce(${pledges.amountCents}, ${pledges.rateCents})`.mapWith(Number),
        status: pledges.status,
        createdAt: pledges.createdAt,
      })
      .from(pledges)
      .where(eq(pledges.participantId, participantId))
      .orderBy(desc(pledges.createdAt)),
    db
      .select({ message: sponsorUpdates.message, createdAt: sponsorUpdates.createdAt })
      .from(sponsorUpdates)
      .where(eq(sponsorUpdates.participantId, participantId))
      .orderBy(desc(sponsorUpdates.createdAt)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(shareRecipients)
      .where(eq(shareRecipients.participantId, participantId)),
    db
      .select({
        consent: consents,
        givenBy: sql<string | null>`(
          select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${consents.givenByUserId}
        )`,
      })
      .from(consents)
      .where(eq(consents.participantId, participantId))
      .orderBy(asc(consents.givenAt)),
    db
      .select()
      .from(personalDataViews)
      .where(eq(personalDataViews.participantId, participantId))
      .orderBy(desc(personalDataViews.viewedAt))
      .limit(500),
  ]);
  return {
    parents,
    result: result[0],
    childPledges,
    updates,
    contacts: contacts[0]?.count ?? 0,
    consentRows,
    views,
  };
}
