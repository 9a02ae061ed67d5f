export * from './landing-pages';
