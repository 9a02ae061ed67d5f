import { type ReminderKey, zoneAbbreviationFor } from '@pledgethon/core';
import { reminderSendAt } from '@pledgethon/core/zones';
import { and, type Database, defaultReminderSettings, eq, isNotNull, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createUser } from '@pledgethon/db/testing';

/** A Thon with its seven reminders at the defaults, each on a built-in text, as a new Thon has them. */
export async function thonWithReminders(db: Database, eventDate = '2026-12-23') {
  const event = await createEvent(db, { eventDate });
  const templates = await db
    .select({
      id: schema.messageTemplates.id,
      category: schema.messageTemplates.category,
      messageType: schema.messageTemplates.messageType,
      builtInKey: schema.messageTemplates.builtInKey,
    })
    .from(schema.messageTemplates)
    .where(isNotNull(schema.messageTemplates.builtInKey));
  await db
    .insert(schema.reminderSettings)
    .values(defaultReminderSettings(event.id, templates, zoneAbbreviationFor(event.timeZone)));
  const participant = await createParticipant(db, event.id, { firstName: 'Ann', lastName: 'Aardvark' });
  return { event, participant, templates };
}

/** A kept row's Changes with nothing flagged, for a test to flag what it changes. */
export const NO_CHANGES = {
  Time: false,
  Enabled: false,
  Days: false,
  HoldStart: false,
  HoldEnd: false,
  DefaultType: false,
  TemplateId: false,
};

// Every family of a test file has its own number, so a provider double tells their texts apart.
let phoneSerial = 0;

/**
 * An active Thon with its reminders and `families` parents, each with a phone and one child, plus a
 * child with an account of their own; `zone` is the Thon's (and so its recipients') IANA zone.
 */
export async function thonWithFamilies(
  db: Database,
  { families = 2, zone = 'America/Chicago', flatDonationsOnly = false } = {},
) {
  const { event, templates } = await thonWithReminders(db, '2027-05-14');
  await db
    .update(schema.events)
    .set({ status: 'active', timeZone: zone, flatDonationsOnly })
    .where(eq(schema.events.id, event.id));
  const parents = [];
  for (let index = 0; index < families; index += 1) {
    phoneSerial += 1;
    const parent = await createUser(db, {
      firstName: `Parent${index}`,
      phone: `(312) 555-${String(phoneSerial).padStart(4, '0')}`,
    });
    const child = await createParticipant(db, event.id, { firstName: `Kid${index}`, lastName: 'Family' });
    await db.insert(schema.parentParticipants).values({ parentUserId: parent.id, participantId: child.id });
    parents.push({ ...parent, child });
  }
  return { event: { ...event, timeZone: zone }, templates, parents };
}

/** The reminder of `key` of a Thon, with the moment it is due. */
export async function reminderOf(db: Database, eventId: string, key: ReminderKey) {
  const [row] = await db
    .select({ reminder: schema.reminderSettings, eventDate: schema.events.eventDate })
    .from(schema.reminderSettings)
    .innerJoin(schema.events, eq(schema.events.id, schema.reminderSettings.eventId))
    .where(and(eq(schema.reminderSettings.eventId, eventId), eq(schema.reminderSettings.key, key)));
  if (!row) throw new Error(`no ${key} reminder`);
  const { reminder } = row;
  const dueAt = reminderSendAt({
    eventDate: row.eventDate,
    days: reminder.days ?? 0,
    time: reminder.time ?? '08:00 AM',
    timeZone: reminder.timeZone,
  });
  return { reminder, job: { reminderId: reminder.id, dueAt: dueAt.toISOString() } };
}

/**
 * A fixed-offset IANA zone where it is now about `hour` o'clock, so a test can stand its recipients
 * in the day or in the night whenever it runs. Etc/GMT+N is N hours behind UTC (the sign is POSIX's).
 */
export function zoneAtHour(hour: number, now = new Date()): string {
  const offset = ((((hour - now.getUTCHours()) % 24) + 36) % 24) - 12;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
