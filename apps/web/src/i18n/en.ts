import { homeToolsEn } from './sections/home-tools';
import { messagesEn } from './sections/messages';
import { navEn } from './sections/nav';
import { pageTitlesEn } from './sections/page-titles';
import { translationOfferEn } from './sections/translation-offer';
import type { Strings } from './strings';

export const en = {
  messages: messagesEn,
  nav: navEn,
  pageTitles: pageTitlesEn,
  homeTools: homeToolsEn,
  translationOffer: translationOfferEn,
  language: { label: 'Language' },
  inlineEdit: { edit: 'Edit {{label}}', save: 'Save', cancel: 'Cancel', saved: 'Saved' },
  footer: {
    label: 'Legal',
    privacy: 'Privacy',
    terms: 'Terms of use',
    tagline: 'Pledge-based fundraising for schools and teams.',
    copyright: '© {{year}} PledgeThon',
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
