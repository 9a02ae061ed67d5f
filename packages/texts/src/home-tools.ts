import { pageShellEn } from './page-shell';

/** The home page's tools beside sign-in: event code, video, contact. */
export const homeToolsEn = {
  eventCode: {
    title: 'Find your Thon',
    intro: 'Have an event code from your school or team? Enter it to see the Thon and support a participant.',
    ...pageShellEn.eventCode,
  },
  video: {
    open: 'Watch the video',
    title: 'PledgeThon in a few minutes',
    frameTitle: 'Video about PledgeThon',
    close: 'Close the video',
  },
  contact: {
    open: 'Contact us',
    intro: 'Questions about running a Thon? Write to us.',
  },
} as const;
