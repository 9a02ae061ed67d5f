import type { OAuthProviderId, PledgeForm } from '@pledgethon/contracts';

/**
 * What the pledge form's page is drawn from: by the server, then by the browser, which hydrates the
 * server's HTML with the same props read back from the page (decision 109).
 */
export type PledgeFormPageProps = {
  language: 'en' | 'es';
  eventCode: string;
  participantId: string | null;
  /** The form call's answer for anyone; null where the call refuses, and the browser asks it again. */
  form: PledgeForm | null;
  /** A session is kept on this browser: until we know whose, the page shows no form. */
  signedIn: boolean;
};

/** What the home page a first visit gets is drawn from (decision 140), by the server and then the browser. */
export type HomePageProps = {
  language: 'en' | 'es';
  /** The access-code tab: hidden on the admin hosts (spec section 2). */
  accessCodeEnabled: boolean;
  socialProviders: { id: OAuthProviderId; name: string }[];
  /** Where to go after sign-in, when the visitor was sent here from a page of this site. */
  redirect: string | null;
  /** The site's video is configured and is a YouTube or Vimeo link. */
  hasVideo: boolean;
  /** The footer's year, the server's, so that the browser draws the same. */
  year: number;
};

/**
 * The pages the server draws from the web app's components: `@pledgethon/web/server-pages`, the source
 * under test and the build of `server-pages/render.tsx` in production. The server sees only these types.
 */
export type ServerPages = {
  /** The built page with the component's HTML and the props it was drawn from written in. */
  pledgeFormPage(template: string, props: PledgeFormPageProps): string;
  homePage(template: string, props: HomePageProps): string;
};

/** As `server-pages/render.tsx` defines it, for the server, which does not compile the components. */
export declare const pledgeFormPage: ServerPages['pledgeFormPage'];

/** As `server-pages/render.tsx` defines it. */
export declare const homePage: ServerPages['homePage'];
