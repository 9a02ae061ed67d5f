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
} from '@pledgethon/texts';

/**
 * The home page's words, the web app's own (decisions 101, 140). The offer of a translation is worded in the
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
export type HomeLanguage = keyof typeof homePageTexts;
export type HomePageText = (typeof homePageTexts)[HomeLanguage];
