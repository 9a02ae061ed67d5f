export * from './captcha';
export * from './contact-request';
export * from './issue-types';
