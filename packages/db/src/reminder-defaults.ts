import {
  REMINDER_DEFAULTS,
  REMINDER_KEYS,
  type ReminderKey,
  reminderDefaultTime,
  SMS_SHARE_HOLD_DEFAULT,
  type UsZoneAbbreviation,
  zoneAbbreviationFor,
} from '@pledgethon/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isFlatVariantKey } from './built-in-templates';
import type { Executor } from './client';
import { events, messageTemplates, reminderSettings } from './schema/index';

type BuiltInTemplate = {
  id: string;
  category: ReminderKey;
  messageType: 'email' | 'sms';
  builtInKey?: string | null;
};

/**
 * A new Thon's seven reminders at the defaults of spec section 9, each with its built-in text. A
 * reminder sent on both channels starts with its e-mail text; the organiser may pick the other. A
 * flat-donation variant is never attached: the sender swaps it in for a flat-donation Thon. The
 * times are on the Thon's own clock: the spec's EST is the default of an Eastern Thon, and a Central
 * Thon's 11:00 AM reminder is sent at 11:00 AM in Chicago (decision 124).
 */
export function defaultReminderSettings(
  eventId: string,
  templates: readonly BuiltInTemplate[],
  thonZone: UsZoneAbbreviation,
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
          timeZone: thonZone,
          enabled: true,
          messageTemplateId: templateIdFor(key),
          ...SMS_SHARE_HOLD_DEFAULT,
        }
      : {
          eventId,
          key,
          days: REMINDER_DEFAULTS[key].days,
          time: reminderDefaultTime(key),
          timeZone: thonZone,
          enabled: REMINDER_DEFAULTS[key].enabled,
          messageTemplateId: templateIdFor(key),
        },
  );
}

/** Writes a Thon's seven reminders at the defaults, with the built-in texts as they stand, and answers them. */
export async function insertDefaultReminderSettings(db: Executor, { eventId }: { eventId: string }) {
  const [thon] = await db.select({ timeZone: events.timeZone }).from(events).where(eq(events.id, eventId));
  if (!thon) throw new Error(`no Thon ${eventId} to give reminders`);
  const builtIn = await db
    .select({
      id: messageTemplates.id,
      category: messageTemplates.category,
      messageType: messageTemplates.messageType,
      builtInKey: messageTemplates.builtInKey,
    })
    .from(messageTemplates)
    .where(and(isNull(messageTemplates.ownerUserId), eq(messageTemplates.isActive, true)))
    .orderBy(asc(messageTemplates.createdAt));
  return db
    .insert(reminderSettings)
    .values(defaultReminderSettings(eventId, builtIn, zoneAbbreviationFor(thon.timeZone)))
    .returning();
}
