export * from './message-templates';
export * from './reminder-settings';
export * from './thon-messages';
