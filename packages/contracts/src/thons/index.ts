export * from './thon-settings';
export * from './thon-setup';
