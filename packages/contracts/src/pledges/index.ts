export * from './pledge-entry';
export * from './pledge-list';
