import { messages } from '@pledgethon/core';

/**
 * The web app's shell words that the home page needs where the server draws it (decision 101): its
 * title, the language menu's name, the password toggle, and the spec's texts of the sign-in forms.
 * The web app's shell sections take them from here.
 */
export const homePageEn = {
  title: 'Sign in or find your Thon',
  language: 'Language',
  showPassword: 'Show password',
  close: 'Close',
  errorTitle: 'Error',
  messages: {
    enterUsername: messages.enterUsername,
    enterPassword: messages.enterPassword,
    loginReviewRequiredFields: messages.loginReviewRequiredFields,
    enterAccessCode: messages.enterAccessCode,
    authenticationFailedTitle: messages.authenticationFailedTitle,
    unexpectedError: messages.unexpectedError,
  },
} as const;

/** Each language named in itself, so a reader who cannot read the page's language still finds theirs. */
export const languageNames = { en: 'English', es: 'Español' } as const;
