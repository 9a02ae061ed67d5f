export * from './payout-account';
export * from './thon-completion';
export * from './thon-export';
export * from './thon-money';
export * from './thon-settings';
export * from './thon-setup';
