export * from './franchisee-calendar';
export * from './shop-reports';
export * from './vendor-users';
