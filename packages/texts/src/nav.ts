import { homePageEn } from './home-page';
import { pageShellEn } from './page-shell';

export const navEn = {
  label: 'Account',
  signIn: pageShellEn.signIn,
  myAccount: 'My account',
  shop: 'Shop',
  parentDashboard: 'My participants',
  signInEmail: 'Sign-in e-mail',
  signOut: 'Sign out',
  loading: 'Loading…',
  close: homePageEn.close,
  accessDeniedTitle: 'You do not have access to this page',
  accessDeniedBody:
    'Your account cannot open this page. If you think it should, ask the organizer of your Thon.',
  offlineTitle: 'You are offline',
  offlineBody: 'This page opens as soon as the connection is back.',
  unreachableTitle: 'This page could not open',
  tryAgain: 'Try again',
  skipToContent: pageShellEn.skipToContent,
  showPassword: homePageEn.showPassword,
} as const;
