export * from './event-code';
export * from './login';
export * from './password-reset';
export * from './sign-up';
export * from './sso';
