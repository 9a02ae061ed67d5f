import {
  REMINDER_KEYS,
  SMS_SHARE_DEFAULT_TYPES,
  US_ZONE_IANA,
  type UsZoneAbbreviation,
} from '@pledgethon/core';
import { pgEnum } from 'drizzle-orm/pg-core';

/** Which reminder a setting schedules, and the category a message template belongs to. */
export const reminderKey = pgEnum('reminder_key', REMINDER_KEYS);

export const smsShareDefaultType = pgEnum('sms_share_default_type', SMS_SHARE_DEFAULT_TYPES);

/**
 * A reminder's zone is the US zone name the organiser picks (EST, CDT, ...), not an IANA name: the
 * schedule maps it to its region's IANA zone, so daylight saving follows the date either way.
 */
export const reminderTimeZone = pgEnum(
  'reminder_time_zone',
  Object.keys(US_ZONE_IANA) as [UsZoneAbbreviation, ...UsZoneAbbreviation[]],
);
