import i18n from 'i18next';
import './index';
import type { socialSignInEn } from '../features/auth/social/social-sign-in.strings';
import type { accountEn } from './sections/account';
import type { contactEn } from './sections/contact';
import type { dashboardEn } from './sections/dashboard';
import type { deliveryEn } from './sections/delivery';
import type { franchiseeCalendarEn } from './sections/franchisee-calendar';
import type { franchiseesEn } from './sections/franchisees';
import type { homeEn } from './sections/home';
import type { landingPagesEn } from './sections/landing-pages';
import type { lapCounterEn } from './sections/lap-counter';
import type { legalEn } from './sections/legal';
import type { moneyPagesEn } from './sections/money-pages';
import type { parentEn } from './sections/parent';
import type { resetPasswordEn, ssoEn } from './sections/password-and-sso';
import type { payoutsEn } from './sections/payouts';
import type { pledgesEn } from './sections/pledges';
import type { publicEventEn } from './sections/public-event';
import type { remindersEn } from './sections/reminders';
import type { rolesEn } from './sections/roles';
import type { sharingEn } from './sections/sharing';
import type { shopEn } from './sections/shop';
import type { shopAdminEn } from './sections/shop-admin';
import type { shopReportsEn } from './sections/shop-reports';
import type { signInEn } from './sections/sign-in';
import type { signInEmailEn } from './sections/sign-in-email';
import type { signUpEn } from './sections/sign-up';
import type { staffPagesEn } from './sections/staff-pages';
import type { thonDataEn } from './sections/thon-data';
import type { thonPeopleEn } from './sections/thon-people';
import type { thonsEn } from './sections/thons';
import type { vendorUsersEn } from './sections/vendor-users';
import type { Strings } from './strings';

/** The texts that come with the screens using them instead of with the shell (decision 060). */
export type PageTexts = {
  account: typeof accountEn;
  contact: typeof contactEn;
  dashboard: typeof dashboardEn;
  delivery: typeof deliveryEn;
  franchiseeCalendar: typeof franchiseeCalendarEn;
  franchisees: typeof franchiseesEn;
  home: typeof homeEn;
  landingPages: typeof landingPagesEn;
  lapCounter: typeof lapCounterEn;
  legal: typeof legalEn;
  moneyPages: typeof moneyPagesEn;
  parent: typeof parentEn;
  payouts: typeof payoutsEn;
  pledges: typeof pledgesEn;
  publicEvent: typeof publicEventEn;
  reminders: typeof remindersEn;
  resetPassword: typeof resetPasswordEn;
  roles: typeof rolesEn;
  sharing: typeof sharingEn;
  shop: typeof shopEn;
  shopAdmin: typeof shopAdminEn;
  shopReports: typeof shopReportsEn;
  signIn: typeof signInEn;
  signInEmail: typeof signInEmailEn;
  signUp: typeof signUpEn;
  socialSignIn: typeof socialSignInEn;
  sso: typeof ssoEn;
  staffPages: typeof staffPagesEn;
  thonData: typeof thonDataEn;
  thonPeople: typeof thonPeopleEn;
  thons: typeof thonsEn;
  vendorUsers: typeof vendorUsersEn;
};

/**
 * Adds one section's texts in both languages. A section's module calls it when it is first imported,
 * so the texts arrive in the chunk of the screens that import it, before those screens render.
 */
export function addPageTexts<K extends keyof PageTexts>(
  key: K,
  english: PageTexts[K],
  spanish: Strings<PageTexts[K]>,
): void {
  i18n.addResourceBundle('en', 'translation', { [key]: english }, true, false);
  i18n.addResourceBundle('es', 'translation', { [key]: spanish }, true, false);
}
