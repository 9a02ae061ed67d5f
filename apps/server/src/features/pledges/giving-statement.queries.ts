import { and, asc, type Executor, eq, inArray, schema, sql } from '@pledgethon/db';
import { receiptOrganization } from './donor-mail';

const { payments, pledges, events, organizations, participants } = schema;

/** The day a payment was made, where its Thon is: a gift on New Year's Eve counts in its Thon's year. */
const paidOn = sql<string>`to_char(${payments.createdAt} at time zone ${events.timeZone}, 'YYYY-MM-DD')`;
const paidYear = sql<number>`extract(year from ${payments.createdAt} at time zone ${events.timeZone})::int`;

/** Card money received under an address, whatever its case, through any of its pledges. */
const givenBy = (email: string) =>
  and(
    sql`lower(${pledges.donorEmail}) = lower(${email})`,
    eq(payments.method, 'card'),
    inArray(payments.status, ['succeeded', 'refunded']),
  );

/** The years a donor's address gave in, newest first. */
export async function findGivingYears(db: Executor, { email }: { email: string }): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: paidYear })
    .from(payments)
    .innerJoin(pledges, eq(pledges.id, payments.pledgeId))
    .innerJoin(events, eq(events.id, pledges.eventId))
    .where(givenBy(email))
    .orderBy(sql`1 desc`);
  return rows.map((row) => Number(row.year));
}

/** Each payment a donor's address made in a year, oldest first, with the organisation that received it. */
export async function findGivingOfYear(db: Executor, { email, year }: { email: string; year: number }) {
  return db
    .select({
      paidOn,
      eventName: events.name,
      participantFirstName: participants.firstName,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      organizationId: organizations.id,
      ...receiptOrganization,
    })
    .from(payments)
    .innerJoin(pledges, eq(pledges.id, payments.pledgeId))
    .innerJoin(events, eq(events.id, pledges.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .leftJoin(participants, eq(participants.id, pledges.participantId))
    .where(and(givenBy(email), sql`${paidYear} = ${year}`))
    .orderBy(asc(payments.createdAt));
}
export type Giving = Awaited<ReturnType<typeof findGivingOfYear>>[number];
