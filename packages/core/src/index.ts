// Reference lists (spec section 3)

// Roles and where each may go (sections 2 and 6)
export * from './access-redirects';
// Rules
export * from './charge-split';
export * from './completed-units';
// Constants and limits (section 9)
export * from './constants/donations';
export * from './constants/images';
export * from './constants/limits';
export * from './constants/timing';
export * from './constants/ui';
export * from './dates';
export * from './event-max-units';
export * from './lap-counting';
export * from './ledger';
// Texts (sections 5 and 8)
export * from './messages';
export * from './money';
// Validation patterns (section 5)
export * from './patterns/date-time';
export * from './patterns/links';
export * from './patterns/money-pattern';
export * from './patterns/passwords';
export * from './patterns/personal';
export * from './patterns/phone';
export * from './patterns/text';
export * from './pledge-math';
export * from './privacy/consents';
export * from './privacy/retention';
export * from './profit';
export * from './public-links';
export * from './public-name';
export * from './reference/countries';
export * from './reference/lists';
export * from './reference/states';
export * from './reminders/clock-time';
export * from './reminders/reminder-edit';
export * from './reminders/reminder-schedule';
export * from './reminders/reminder-settings';
export * from './reminders/sms-share-hold';
export * from './reminders/time-zones';
export * from './roles';
export * from './same-site-path';
export * from './sharing';
export * from './shop';
export * from './spreadsheet-cells';
export * from './template-placeholders';
export * from './template-values';
