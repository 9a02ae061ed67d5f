import type { ReminderKey } from '@pledgethon/core';
import { and, asc, type Executor, eq, isNull, or, schema, sql } from '@pledgethon/db';

const { events, messageTemplates, participants, reminderSettings, users } = schema;

/** The seven reminders of a Thon in the order the spec lists them, each with its template's name. */
export async function listReminderSettings(db: Executor, { eventId }: { eventId: string }) {
  return db
    .select({ reminder: reminderSettings, templateName: messageTemplates.templateName })
    .from(reminderSettings)
    .leftJoin(messageTemplates, eq(messageTemplates.id, reminderSettings.messageTemplateId))
    .where(eq(reminderSettings.eventId, eventId))
    .orderBy(asc(sql`array_position(enum_range(null::reminder_key), ${reminderSettings.key})`));
}

/** What a preview fills placeholders from: the Thon, its first participant, and the caller. */
export async function findPreviewSubjects(
  db: Executor,
  { eventId, userId }: { eventId: string; userId: string },
) {
  const [row] = await db
    .select({
      event: events,
      recipient: { firstName: users.firstName, lastName: users.lastName },
      participant: {
        id: participants.id,
        firstName: participants.firstName,
        lastName: participants.lastName,
      },
    })
    .from(events)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(
      participants,
      sql`${participants.id} = (select ${participants.id} from ${participants} where ${participants.eventId} = ${events.id} and ${participants.removedAt} is null order by ${participants.lastName}, ${participants.firstName}, ${participants.id} limit 1)`,
    )
    .where(eq(events.id, eventId))
    .limit(1);
  return row;
}

export async function findReminderForUpdate(
  db: Executor,
  { eventId, key }: { eventId: string; key: ReminderKey },
) {
  const [row] = await db
    .select()
    .from(reminderSettings)
    .where(and(eq(reminderSettings.eventId, eventId), eq(reminderSettings.key, key)))
    .for('update')
    .limit(1);
  return row;
}

/** Whether the user may attach the template to a reminder of `key`: active, built-in or their own. */
export async function isAttachableTemplate(
  db: Executor,
  { id, userId, key }: { id: string; userId: string; key: ReminderKey },
) {
  const [row] = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.id, id),
        eq(messageTemplates.category, key),
        eq(messageTemplates.isActive, true),
        or(isNull(messageTemplates.ownerUserId), eq(messageTemplates.ownerUserId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateReminderSetting(
  db: Executor,
  { id, values }: { id: string; values: Partial<typeof reminderSettings.$inferInsert> },
) {
  await db.update(reminderSettings).set(values).where(eq(reminderSettings.id, id));
}
