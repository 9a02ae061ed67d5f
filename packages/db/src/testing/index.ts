export { createRandom } from '../seed/random';
export * from './factories';
export * from './session-context';
export * from './shop-factories';
export * from './test-database';
