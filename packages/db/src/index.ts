export * from './built-in-templates';
export * from './client';
export * from './migrate';
export * from './passwords';
export * from './reminder-defaults';
export * as schema from './schema/index';
export * from './seed/index';
export type { SessionContextWatcher } from './session-context-changes';
export * from './sql';
