export * from './contacts';
export * from './sharing';
