export * from './participant-import';
export * from './participants';
