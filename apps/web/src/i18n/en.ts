import { homePageEn, pageShellEn } from '@pledgethon/core';
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
export type Translation = Strings<typeof en>;
