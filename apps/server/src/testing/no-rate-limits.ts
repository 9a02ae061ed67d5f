/**
 * Settings that lift the per-address and per-Thon call limits, for tests that send thousands of calls
 * from one address: what they test is not the limits, which have tests of their own.
 */
export const NO_RATE_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  SHARE_RATE_LIMIT_PER_HOUR: '1000000',
  GUEST_SHARE_RATE_LIMIT_PER_DAY: '1000000',
  PLEDGE_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
  PLEDGE_RATE_LIMIT_PER_THON_PER_MINUTE: '1000000',
} as const;
