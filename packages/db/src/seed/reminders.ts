import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { defaultReminderSettings } from '../reminder-defaults';
import { messageTemplates, reminderSettings } from '../schema/index';
import { BUILT_IN_TEMPLATES, DEMO_CUSTOM_TEMPLATE } from './templates';

/**
 * The built-in templates, and the Thon's reminders at their defaults, each using its built-in text;
 * the organiser's own template, and the participants' texts held over the dinner hour.
 */
export async function insertDemoReminders(
  tx: Executor,
  { eventId, organizerId }: { eventId: string; organizerId: string },
  now: Date,
): Promise<void> {
  const templates = await tx
    .insert(messageTemplates)
    .values(BUILT_IN_TEMPLATES.map((template) => ({ ...template, createdAt: now, updatedAt: now })))
    .returning({
      id: messageTemplates.id,
      category: messageTemplates.category,
      messageType: messageTemplates.messageType,
    });
  await tx
    .insert(reminderSettings)
    .values(defaultReminderSettings(eventId, templates).map((reminder) => ({ ...reminder, updatedAt: now })));
  await tx.insert(messageTemplates).values({
    ...DEMO_CUSTOM_TEMPLATE,
    ownerUserId: organizerId,
    isCustom: true,
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .update(reminderSettings)
    .set({
      defaultType: 'Hold Messages Between',
      holdStart: '06:00 PM',
      holdEnd: '08:00 PM',
      holdEnabled: true,
    })
    .where(and(eq(reminderSettings.eventId, eventId), eq(reminderSettings.key, 'ParticipantSMSShare')));
}
