export * from './message-templates';
export * from './reminder-settings';
