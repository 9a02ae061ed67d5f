export const navEn = {
  label: 'Account',
  signIn: 'Sign in',
  myAccount: 'My account',
  shop: 'Shop',
  parentDashboard: 'My participants',
  signOut: 'Sign out',
  loading: 'Loading…',
  close: 'Close',
  accessDeniedTitle: 'You do not have access to this page',
  accessDeniedBody:
    'Your account cannot open this page. If you think it should, ask the organizer of your Thon.',
  skipToContent: 'Skip to main content',
  showPassword: 'Show password',
} as const;
