import type { Executor } from '../client';
import { defaultReminderSettings } from '../reminder-defaults';
import { messageTemplates, reminderSettings } from '../schema/index';
import { BUILT_IN_TEMPLATES } from './templates';

/** The built-in templates, and the Thon's reminders at their defaults, each using its built-in text. */
export async function insertDemoReminders(tx: Executor, eventId: string, now: Date): Promise<void> {
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
}
