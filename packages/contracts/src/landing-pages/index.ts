export * from './landing-images';
export * from './landing-pages';
