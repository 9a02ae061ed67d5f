export * from './error-body';
export * from './health';
export * from './web-routes';
