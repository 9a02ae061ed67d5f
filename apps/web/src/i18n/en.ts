import { socialSignInEn } from '../features/auth/social/social-sign-in.strings';
import { accountEn } from './sections/account';
import { contactEn } from './sections/contact';
import { dashboardEn } from './sections/dashboard';
import { homeToolsEn } from './sections/home-tools';
import { legalEn } from './sections/legal';
import { messagesEn } from './sections/messages';
import { navEn } from './sections/nav';
import { pageTitlesEn } from './sections/page-titles';
import { parentEn } from './sections/parent';
import { resetPasswordEn, ssoEn } from './sections/password-and-sso';
import { publicEventEn } from './sections/public-event';
import { rolesEn } from './sections/roles';
import { shopEn } from './sections/shop';
import { signInEn } from './sections/sign-in';
import { staffPagesEn } from './sections/staff-pages';
import { thonPeopleEn } from './sections/thon-people';
import { translationOfferEn } from './sections/translation-offer';
import type { Strings } from './strings';

export const en = {
  messages: messagesEn,
  nav: navEn,
  pageTitles: pageTitlesEn,
  legal: legalEn,
  signIn: signInEn,
  homeTools: homeToolsEn,
  account: accountEn,
  roles: rolesEn,
  staffPages: staffPagesEn,
  thonPeople: thonPeopleEn,
  dashboard: dashboardEn,
  resetPassword: resetPasswordEn,
  sso: ssoEn,
  publicEvent: publicEventEn,
  parent: parentEn,
  shop: shopEn,
  translationOffer: translationOfferEn,
  socialSignIn: socialSignInEn,
  contact: contactEn,
  language: { label: 'Language' },
  inlineEdit: { edit: 'Edit {{label}}', save: 'Save', cancel: 'Cancel', saved: 'Saved' },
  footer: {
    label: 'Legal',
    tagline: 'Pledge-based fundraising for schools and teams.',
    copyright: '© {{year}} PledgeThon',
  },
  home: {
    hero: {
      eyebrow: 'Fun runs · Jog-a-thons · Read-a-thons',
      title: 'Every lap raises more for your school',
      lead: 'PledgeThon runs pledge-based fundraising events for schools and teams. Students collect pledges from family and friends, per lap, per page or as a flat donation, and your community moves together toward one goal.',
      howItWorksLink: 'See how it works',
    },
    values: {
      heading: 'Why schools choose PledgeThon',
      keepMore: {
        title: 'Schools keep more of what they raise',
        body: 'Clear, low costs mean more of every pledge reaches classrooms, teams and trips instead of catalogs and prizes.',
      },
      lapsCounted: {
        title: 'Laps counted digitally',
        body: 'Record laps, pages or minutes on the day. Per-lap pledges are collected automatically once results are in: no envelopes, no chasing.',
      },
      dataProtected: {
        title: "Children's data protected",
        body: "Public pages show a participant's first name and last initial only. Parents decide whether to share more.",
      },
    },
    steps: {
      heading: 'How it works',
      create: {
        title: 'Set up your Thon',
        body: 'Organizers choose the event, the date and the goal, and add participants by class or team.',
      },
      share: {
        title: 'Share with family and friends',
        body: 'Parents and students send their personal page by email and text. Donors pledge per lap or give a flat amount.',
      },
      collect: {
        title: 'Run, count and collect',
        body: 'On event day laps are counted, results are entered, and every pledge is totaled and collected for you.',
      },
    },
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  routeError: {
    title: 'This page could not be shown',
    home: 'Back to the home page',
  },
  toast: { errorTitle: 'Error' },
} as const;

/** Every language supplies every string English has. */
export type Translation = Strings<typeof en>;
