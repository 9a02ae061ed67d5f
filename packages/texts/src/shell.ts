import { homePageEn } from './home-page';
import { homeToolsEn } from './home-tools';
import { messagesEn } from './messages';
import { navEn } from './nav';
import { pageShellEn } from './page-shell';
import { pageTitlesEn } from './page-titles';
import type { Strings } from './strings';
import { translationOfferEn } from './translation-offer';

/** The texts of the web app's shell, which every screen may name (decision 060). */
export const shellEn = {
  messages: messagesEn,
  nav: navEn,
  pageTitles: pageTitlesEn,
  homeTools: homeToolsEn,
  translationOffer: translationOfferEn,
  language: { label: homePageEn.language },
  inlineEdit: { edit: 'Edit {{label}}', save: 'Save', cancel: 'Cancel', saved: 'Saved' },
  footer: pageShellEn.footer,
  notFound: pageShellEn.notFound,
  routeError: {
    title: 'This page could not be shown',
    home: 'Back to the home page',
  },
  toast: { errorTitle: homePageEn.errorTitle },
} as const;

/** Every language supplies every string English has. */
export type ShellTexts = Strings<typeof shellEn>;
