/**
 * Settings that lift the per-address and per-Thon call limits, and the captcha after repeated
 * declined cards, for tests whose calls all come from one address (many donors, thousands of calls):
 * what they test is not the limits, which have tests of their own.
 */
export const NO_RATE_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  SHARE_RATE_LIMIT_PER_HOUR: '1000000',
  GUEST_SHARE_RATE_LIMIT_PER_DAY: '1000000',
  PLEDGE_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
  PLEDGE_RATE_LIMIT_PER_THON_PER_MINUTE: '1000000',
  PLEDGE_DECLINES_PER_ADDRESS_BEFORE_CAPTCHA: '1000000',
  PLEDGE_DECLINES_PER_THON_BEFORE_CAPTCHA: '1000000',
} as const;
