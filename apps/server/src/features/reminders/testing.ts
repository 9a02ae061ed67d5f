import { BUILT_IN_TEMPLATES, type Database, defaultReminderSettings, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';

/** A Thon with its seven reminders at the defaults, each on a built-in text, as a new Thon has them. */
export async function thonWithReminders(db: Database, eventDate = '2026-12-23') {
  const event = await createEvent(db, { eventDate });
  const templates = await db
    .insert(schema.messageTemplates)
    .values([...BUILT_IN_TEMPLATES])
    .returning({
      id: schema.messageTemplates.id,
      category: schema.messageTemplates.category,
      messageType: schema.messageTemplates.messageType,
    });
  await db.insert(schema.reminderSettings).values(defaultReminderSettings(event.id, templates));
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
