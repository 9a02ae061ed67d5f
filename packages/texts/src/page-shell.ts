import { messages } from '@pledgethon/core';

/**
 * The words around every page that the server renders as well as the web app: the skip link, the
 * header's sign-in, the footer, the not-found page and the event-code entry. One source, so a page
 * reads the same whichever of the two drew it.
 */
export const pageShellEn = {
  skipToContent: 'Skip to main content',
  /** The name of the header's logo link. */
  home: 'PledgeThon home',
  signIn: 'Sign in',
  /** The name of the language switch. */
  language: 'Language',
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
  eventCode: { label: 'Event code', submit: 'Go to the Thon', invalid: messages.eventCodeInvalid },
} as const;
