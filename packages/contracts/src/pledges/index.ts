export * from './pledge-entry';
export * from './pledge-list';
export * from './pledge-participants';
