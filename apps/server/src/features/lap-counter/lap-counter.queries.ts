import { guardLaps } from '@pledgethon/core';
import { and, asc, type Executor, eq, inArray, isNull, schema, sql } from '@pledgethon/db';
import { badgeNumbers, findThonTeams } from '../access-codes/access-codes.queries';

const { counterPasses, events, lapScans, participants, users } = schema;

const countingColumns = {
  id: events.id,
  eventCode: events.eventCode,
  name: events.name,
  status: events.status,
  timeZone: events.timeZone,
  unitName: events.unitName,
  unitNamePlural: events.unitNamePlural,
  minUnits: events.minUnits,
  maxUnits: events.maxUnits,
  guardSeconds: events.lapGuardSeconds,
  goalCents: events.goalCents,
};

/** The Thon by id or by its code (letter case ignored), with what counting needs of it. */
export async function findCountingThon(db: Executor, thon: { eventId: string } | { eventCode: string }) {
  const where =
    'eventId' in thon
      ? eq(events.id, thon.eventId)
      : eq(sql`lower(${events.eventCode})`, thon.eventCode.toLowerCase());
  const [event] = await db.select(countingColumns).from(events).where(where).limit(1);
  return event;
}
export type CountingThon = NonNullable<Awaited<ReturnType<typeof findCountingThon>>>;

/** A redeemed, unrevoked pass of this Thon by its token's hash. */
export async function findCounterPass(
  db: Executor,
  { tokenHash, eventId }: { tokenHash: string; eventId: string },
) {
  const [pass] = await db
    .select({ id: counterPasses.id, label: counterPasses.label, day: counterPasses.day })
    .from(counterPasses)
    .where(
      and(
        eq(counterPasses.passTokenHash, tokenHash),
        eq(counterPasses.eventId, eventId),
        isNull(counterPasses.revokedAt),
      ),
    )
    .limit(1);
  return pass;
}

/**
 * The laps not taken back (a lap row with no undo row naming it), of the whole Thon or of some of its
 * participants. The unique index on undoes_scan_id keeps the anti-join one index probe a lap.
 */
export async function findStandingLaps(
  db: Executor,
  { eventId, participantIds }: { eventId: string; participantIds?: string[] },
) {
  const undo = sql`undo`;
  const rows = await db
    .select({
      id: lapScans.id,
      participantId: lapScans.participantId,
      deviceId: lapScans.deviceId,
      scannedAt: lapScans.scannedAt,
    })
    .from(lapScans)
    .where(
      and(
        eq(lapScans.eventId, eventId),
        isNull(lapScans.undoesScanId),
        participantIds ? inArray(lapScans.participantId, participantIds) : undefined,
        // Only an undo of the same Thon and child takes a lap back, whoever else names its id.
        sql`not exists (select 1 from ${lapScans} ${undo} where ${undo}.undoes_scan_id = ${lapScans.id}
          and ${undo}.event_id = ${lapScans.eventId} and ${undo}.participant_id = ${lapScans.participantId})`,
      ),
    );
  return rows.map((row) => ({ ...row, scannedAt: row.scannedAt.getTime() }));
}

/**
 * Each participant's count: their standing laps, less the repeats of a lap another device (or the
 * same one) counted within the guard time before (decision 099). Derived on every read, never stored.
 */
export async function findLapCounts(
  db: Executor,
  thon: { eventId: string; guardSeconds: number; participantIds?: string[] },
) {
  const { counts } = guardLaps(await findStandingLaps(db, thon), thon.guardSeconds);
  return [...counts].map(([participantId, count]) => ({ participantId, count }));
}

/** Which of these participant ids belong to the Thon. */
export async function findThonParticipantIds(
  db: Executor,
  { eventId, ids }: { eventId: string; ids: string[] },
) {
  const rows = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), inArray(participants.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The kept scans among these ids, of any Thon, with what an undo of them must match. */
export async function findScansByIds(db: Executor, { ids }: { ids: string[] }) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: lapScans.id,
      eventId: lapScans.eventId,
      participantId: lapScans.participantId,
      undoesScanId: lapScans.undoesScanId,
    })
    .from(lapScans)
    .where(inArray(lapScans.id, ids));
}

export type NewLapScan = typeof lapScans.$inferInsert;

/** Adds the scans the server does not have yet; one already kept (same id, or the same undo) adds nothing. */
export async function insertLapScans(db: Executor, scans: NewLapScan[]): Promise<number> {
  if (scans.length === 0) return 0;
  const added = await db.insert(lapScans).values(scans).onConflictDoNothing().returning({ id: lapScans.id });
  return added.length;
}

/** The Thon's teams by name, and its participants still on its lists, by team and name, with their badge numbers. */
export async function findRoster(db: Executor, { eventId }: { eventId: string }) {
  const numbered = badgeNumbers(db, { eventId });
  const [teamRows, people] = await Promise.all([
    findThonTeams(db, { eventId }),
    db
      .with(numbered)
      .select({
        id: participants.id,
        firstName: participants.firstName,
        lastName: participants.lastName,
        teamId: participants.teamId,
        accessCode: participants.accessCode,
        fullNameOptIn: participants.publicFullNameOptIn,
        badgeNumber: numbered.badgeNumber,
        hasPhoto: sql<boolean>`(${participants.publicPhotoOptIn} and ${participants.photoName} is not null)`,
        teacher: sql<
          string | null
        >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${participants.teacherUserId})`,
      })
      .from(participants)
      .innerJoin(numbered, eq(numbered.id, participants.id))
      .where(and(eq(participants.eventId, eventId), isNull(participants.removedAt)))
      .orderBy(asc(participants.firstName), asc(participants.lastName), asc(participants.id)),
  ]);
  return { teams: teamRows, participants: people };
}

/** Marks the invitation used and stores the device's pass; undefined when it was used before or is not this Thon's. */
export async function redeemCounterPass(
  db: Executor,
  { inviteHash, eventId, passHash }: { inviteHash: string; eventId: string; passHash: string },
) {
  const [pass] = await db
    .update(counterPasses)
    .set({ passTokenHash: passHash, redeemedAt: new Date() })
    .where(
      and(
        eq(counterPasses.inviteTokenHash, inviteHash),
        eq(counterPasses.eventId, eventId),
        isNull(counterPasses.redeemedAt),
        isNull(counterPasses.revokedAt),
      ),
    )
    .returning({ label: counterPasses.label, day: counterPasses.day });
  return pass;
}

export async function insertCounterInvite(db: Executor, values: typeof counterPasses.$inferInsert) {
  await db.insert(counterPasses).values(values);
}

/**
 * The version of the Thon's live board: moves with every scan received. The count is part of it
 * because a transaction that started earlier can commit later with an older received_at.
 */
export async function findLapVersion(db: Executor, { eventId }: { eventId: string }): Promise<string> {
  const [row] = await db
    .select({
      last: sql<string | null>`max(${lapScans.receivedAt})::text`,
      scans: sql<number>`count(*)::int`,
    })
    .from(lapScans)
    .where(eq(lapScans.eventId, eventId));
  return `${row?.last ?? 'none'}/${row?.scans ?? 0}`;
}
