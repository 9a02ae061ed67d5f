export * from './cart';
export * from './manage';
export * from './orders';
