import {
  REMINDER_DEFAULTS,
  REMINDER_KEYS,
  type ReminderKey,
  type ScheduledReminderKey,
  SMS_SHARE_HOLD_DEFAULT,
} from '@pledgethon/core';
import type { Executor } from '../client';
import { messageTemplates, reminderSettings } from '../schema/index';
import { BUILT_IN_TEMPLATES } from './templates';

// The spec gives these reminders no time of day; these follow the ones it does give.
const TIMES_NOT_GIVEN: Readonly<Partial<Record<ScheduledReminderKey, string>>> = {
  SmsReminderTomorrow: '06:00 PM',
  LastChanceReminders: '08:00 AM',
  EmailReminderComingUp: '11:00 AM',
  EmailReminderTomorrow: '06:00 PM',
};

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
  // A reminder sent on both channels starts with its e-mail text; the organiser may pick the other.
  const templateIdFor = (key: ReminderKey) => {
    const own = templates.filter((template) => template.category === key);
    return (own.find((template) => template.messageType === 'email') ?? own[0])?.id ?? null;
  };

  await tx.insert(reminderSettings).values(
    REMINDER_KEYS.map((key) => {
      if (key === 'ParticipantSMSShare') {
        return {
          eventId,
          key,
          timeZone: 'EST' as const,
          enabled: true,
          messageTemplateId: templateIdFor(key),
          ...SMS_SHARE_HOLD_DEFAULT,
          updatedAt: now,
        };
      }
      const defaults = REMINDER_DEFAULTS[key];
      const time = defaults.time ?? TIMES_NOT_GIVEN[key];
      if (!time) throw new Error(`no time of day for reminder ${key}`);
      return {
        eventId,
        key,
        days: defaults.days,
        time,
        timeZone: defaults.timeZone,
        enabled: defaults.enabled,
        messageTemplateId: templateIdFor(key),
        updatedAt: now,
      };
    }),
  );
}
