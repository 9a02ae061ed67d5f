export * from './factories';
export * from './shop-factories';
export * from './test-database';
