export * from './oauth-providers';
export * from './oauth-start';
export * from './oauth-user';
