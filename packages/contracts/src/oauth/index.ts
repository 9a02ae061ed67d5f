export * from './oauth-providers';
export * from './oauth-user';
