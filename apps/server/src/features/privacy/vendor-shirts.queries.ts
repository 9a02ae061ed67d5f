import { and, type Executor, eq, isNotNull, isNull, schema, sql } from '@pledgethon/db';

const { consents, events, organizations, participants } = schema;

/**
 * What a shop's vendor may see of a Thon's participants: shirt sizes and their counts per school,
 * and a child's name only where the parent's `vendor_sharing` consent stands (decision 090). Children
 * without that consent are counted, never named. Removed and anonymised children are left out.
 */
export async function vendorShirtRows(db: Executor, { eventId }: { eventId: string }) {
  const sharing = sql<boolean>`exists (
    select 1 from ${consents}
    where ${consents.participantId} = ${participants.id}
      and ${consents.kind} = 'vendor_sharing' and ${consents.withdrawnAt} is null
  )`;
  const rows = await db
    .select({
      schoolName: organizations.name,
      shirtSize: participants.shirtSize,
      participantId: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      sharing,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(
      and(
        eq(participants.eventId, eventId),
        isNotNull(participants.shirtSize),
        isNull(participants.removedAt),
        isNull(participants.anonymizedAt),
      ),
    )
    .orderBy(participants.shirtSize, participants.lastName, participants.firstName);
  const counts = new Map<string, { schoolName: string; shirtSize: string; count: number }>();
  const named: { schoolName: string; shirtSize: string; participantId: string; name: string }[] = [];
  for (const row of rows) {
    if (!row.shirtSize) continue;
    const key = `${row.schoolName}\u0000${row.shirtSize}`;
    const entry = counts.get(key) ?? { schoolName: row.schoolName, shirtSize: row.shirtSize, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
    if (row.sharing)
      named.push({
        schoolName: row.schoolName,
        shirtSize: row.shirtSize,
        participantId: row.participantId,
        name: `${row.firstName} ${row.lastName}`,
      });
  }
  return { counts: [...counts.values()], named };
}
