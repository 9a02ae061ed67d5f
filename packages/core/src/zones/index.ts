// `@pledgethon/core/zones`: wall-clock time in IANA zones, on Luxon. Its own entry, so that code which
// only shows calendar dates (the web's donor pages) never loads the library (decision 026).

export * from './default-reminder-times';
export * from './reminder-send-at';
export * from './sms-send-time';
export * from './zoned-dates';
