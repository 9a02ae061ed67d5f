import {
  REMINDER_DEFAULTS,
  REMINDER_KEYS,
  type ReminderKey,
  reminderDefaultTime,
  SMS_SHARE_HOLD_DEFAULT,
} from '@pledgethon/core';
import { isFlatVariantKey } from './built-in-templates';
import type { reminderSettings } from './schema/index';

type BuiltInTemplate = {
  id: string;
  category: ReminderKey;
  messageType: 'email' | 'sms';
  builtInKey?: string | null;
};

/**
 * A new Thon's seven reminders at the defaults of spec section 9, each with its built-in text. A
 * reminder sent on both channels starts with its e-mail text; the organiser may pick the other. A
 * flat-donation variant is never attached: the sender swaps it in for a flat-donation Thon.
 */
export function defaultReminderSettings(
  eventId: string,
  templates: readonly BuiltInTemplate[],
): (typeof reminderSettings.$inferInsert)[] {
  const templateIdFor = (key: ReminderKey) => {
    const own = templates.filter(
      (template) => template.category === key && !isFlatVariantKey(template.builtInKey ?? null),
    );
    return (own.find((template) => template.messageType === 'email') ?? own[0])?.id ?? null;
  };
  return REMINDER_KEYS.map((key) =>
    key === 'ParticipantSMSShare'
      ? {
          eventId,
          key,
          timeZone: 'EST',
          enabled: true,
          messageTemplateId: templateIdFor(key),
          ...SMS_SHARE_HOLD_DEFAULT,
        }
      : {
          eventId,
          key,
          days: REMINDER_DEFAULTS[key].days,
          time: reminderDefaultTime(key),
          timeZone: REMINDER_DEFAULTS[key].timeZone,
          enabled: REMINDER_DEFAULTS[key].enabled,
          messageTemplateId: templateIdFor(key),
        },
  );
}
