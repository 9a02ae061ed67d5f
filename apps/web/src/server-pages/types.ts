import type {
  OAuthProviderId,
  PledgeForm,
  PublicEvent,
  PublicParticipant,
  SponsorUpdatePage,
} from '@pledgethon/contracts';

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
 * What a donor page (decision 144) is drawn from: the public Thon's page, a participant's, or the page
 * that says neither is there. The server alone draws them; the browser never hydrates them.
 */
export type DonorPageProps = {
  language: 'en' | 'es';
  /** The page's address as shared: for Open Graph, and what the share buttons send. */
  url: string;
  /** The page's path (with its page of sponsor updates), which the language switch keeps. */
  address: string;
  /** The footer's year. */
  year: number;
  page:
    | { kind: 'thon'; event: PublicEvent; updates: SponsorUpdatePage }
    | { kind: 'participant'; participant: PublicParticipant; updates: SponsorUpdatePage }
    | { kind: 'unknownThon'; eventCode: string }
    | { kind: 'notFound' };
};

/**
 * What the server keeps of a page it draws without hydration (decision 144): the page's stylesheet and its
 * one small script's address.
 */
export type DrawnPageResources = { style: string; script: string };

/** A picture at one of its widths. */
export type ImageSize = { url: string; width: number };

/** What a Thon's landing page (decisions 048, 144) is drawn from, by the server alone. */
export type LandingPageProps = {
  language: 'en' | 'es';
  /** The page's own path, `/{url}`, which the language switch keeps. */
  address: string;
  /** The page's address and its picture's, as shared, for Open Graph. */
  url: string;
  image: string;
  page: {
    title: string;
    headline: string;
    story: string;
    videoUrl: string | null;
    eventCode: string;
    eventName: string;
    goalCents: number;
    raisedCents: number;
  };
  /** The hero picture at each of its widths, smallest first. */
  hero: ImageSize[];
  /** Each picture of the gallery, whole and at each of its widths. */
  gallery: { full: string; sizes: ImageSize[] }[];
};

/**
 * The pages the server draws from the web app's components: `@pledgethon/web/server-pages`, the source
 * under test and the build of `server-pages/render.tsx` in production. The server sees only these types.
 */
export type ServerPages = {
  /** The built page with the component's HTML and the props it was drawn from written in. */
  pledgeFormPage(template: string, props: PledgeFormPageProps): string;
  homePage(template: string, props: HomePageProps): string;
  /** A whole donor page, from the doctype on: no template, as it loads nothing of the web app's build. */
  donorPage(resources: DrawnPageResources, props: DonorPageProps): string;
  landingPage(resources: DrawnPageResources, props: LandingPageProps): string;
};

/** As `server-pages/render.tsx` defines it, for the server, which does not compile the components. */
export declare const pledgeFormPage: ServerPages['pledgeFormPage'];

/** As `server-pages/render.tsx` defines it. */
export declare const homePage: ServerPages['homePage'];

/** As `server-pages/render.tsx` defines it. */
export declare const donorPage: ServerPages['donorPage'];

/** As `server-pages/render.tsx` defines it. */
export declare const landingPage: ServerPages['landingPage'];
