export * from './participants';
