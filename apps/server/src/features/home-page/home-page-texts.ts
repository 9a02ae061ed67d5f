import {
  homeEn,
  homeEs,
  homePageEn,
  homePageEs,
  homeToolsEn,
  homeToolsEs,
  pageShellEn,
  pageShellEs,
  signInEn,
  signInEs,
  socialSignInEn,
  socialSignInEs,
  translationOfferEs,
} from '@pledgethon/core';
import type { PageLanguage } from '../../http/pages/page-language';

/**
 * The home page's words, the web app's own (decision 101). The offer of a translation is worded in the
 * language it offers, so an English page carries the Spanish offer.
 */
export const homePageTexts = {
  en: {
    ...homeEn,
    page: homePageEn,
    signIn: signInEn,
    social: socialSignInEn,
    tools: homeToolsEn,
    shell: pageShellEn,
    offer: { language: 'es', ...translationOfferEs },
  },
  es: {
    ...homeEs,
    page: homePageEs,
    signIn: signInEs,
    social: socialSignInEs,
    tools: homeToolsEs,
    shell: pageShellEs,
    offer: null,
  },
} as const;
export type HomePageText = (typeof homePageTexts)[PageLanguage];
