import { randomUUID } from 'node:crypto';
import type { Executor } from '../client';
import {
  events,
  organizations,
  participants,
  payments,
  pledges,
  results,
  teams,
  users,
} from '../schema/index';

type NewEvent = typeof events.$inferInsert;
type NewParticipant = typeof participants.$inferInsert;

/** A short random suffix, so rows made by different tests never collide on unique columns. */
export const unique = (): string => randomUUID().slice(0, 8);

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function createUser(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  const suffix = unique();
  return first(
    await db
      .insert(users)
      .values({
        email: `user-${suffix}@example.com`,
        firstName: 'Test',
        lastName: `User ${suffix}`,
        ...overrides,
      })
      .returning(),
  );
}

export async function createOrganization(db: Executor) {
  return first(
    await db
      .insert(organizations)
      .values({ name: `School ${unique()}`, type: 'Elementary School' })
      .returning(),
  );
}

export async function createEvent(db: Executor, overrides: Partial<NewEvent> = {}) {
  const organizationId = overrides.organizationId ?? (await createOrganization(db)).id;
  return first(
    await db
      .insert(events)
      .values({
        organizationId,
        name: 'Test Fun Run',
        eventCode: `T${unique()}`,
        eventDate: '2026-05-15',
        timeZone: 'America/Chicago',
        unitName: 'lap',
        unitNamePlural: 'laps',
        maxUnits: 35,
        goalCents: 100_000,
        ...overrides,
      })
      .returning(),
  );
}

export async function createTeam(db: Executor, eventId: string, name = `Team ${unique()}`) {
  return first(await db.insert(teams).values({ eventId, name }).returning());
}

export async function createParticipant(
  db: Executor,
  eventId: string,
  overrides: Partial<NewParticipant> = {},
) {
  return first(
    await db
      .insert(participants)
      .values({ eventId, firstName: 'Pat', lastName: 'Runner', accessCode: `CODE-${unique()}`, ...overrides })
      .returning(),
  );
}

/** A pledge to a participant of the event: flat with amountCents, per unit with rateCents. */
export async function createPledge(
  db: Executor,
  participant: { id: string; eventId: string },
  overrides: Partial<typeof pledges.$inferInsert> & ({ amountCents: number } | { rateCents: number }),
) {
  return first(
    await db
      .insert(pledges)
      .values({
        eventId: participant.eventId,
        participantId: participant.id,
        donorFirstName: 'Dana',
        donorLastName: `Donor ${unique()}`,
        kind: overrides.rateCents === undefined ? 'flat' : 'per_unit',
        idempotencyKey: `test-${unique()}`,
        ...overrides,
      })
      .returning(),
  );
}

/** Money received for a participant (offline cash unless said otherwise). */
export async function createPayment(
  db: Executor,
  participant: { id: string; eventId: string },
  overrides: Partial<typeof payments.$inferInsert> & { amountCents: number },
) {
  return first(
    await db
      .insert(payments)
      .values({
        eventId: participant.eventId,
        participantId: participant.id,
        method: 'cash',
        provider: 'offline',
        status: 'succeeded',
        idempotencyKey: `test-${unique()}`,
        ...overrides,
      })
      .returning(),
  );
}

export async function recordUnits(db: Executor, participantId: string, units: number) {
  return first(await db.insert(results).values({ participantId, units }).returning());
}
