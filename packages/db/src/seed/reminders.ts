import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { insertDefaultReminderSettings } from '../reminder-defaults';
import { messageTemplates, reminderSettings } from '../schema/index';
import { DEMO_CUSTOM_TEMPLATE } from './templates';

/**
 * The Thon's reminders at their defaults, each using its built-in text (written at every start);
 * the organiser's own template, and the participants' texts held over the dinner hour.
 */
export async function insertDemoReminders(
  tx: Executor,
  { eventId, organizerId }: { eventId: string; organizerId: string },
  now: Date,
): Promise<void> {
  await insertDefaultReminderSettings(tx, { eventId });
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
