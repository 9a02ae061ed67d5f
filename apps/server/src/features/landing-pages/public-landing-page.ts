import type { Executor } from '@pledgethon/db';
import type { LandingPageProps } from '@pledgethon/web/server-pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { keptPage, sendKeptPage } from '../../http/pages/kept-pages';
import { LANGUAGE_VARY, pageLanguageOf } from '../../http/pages/page-language';
import type { PageResources } from '../../http/pages/page-resources';
import { loadServerPages } from '../../http/pages/server-pages';
import { responsiveSizes } from '../../integrations/images/process-image';
import { donorPageOfLink } from '../donor-pages/old-child-links';
import { forgetPublicAnswerKeys, keptPublicAnswer } from '../public-thon/public-thon';
import { LANDING_PAGE_STYLE } from './landing-page-style';
import { findEventCodeAt, findShownLandingPage } from './public-page.queries';

// A page address or an event code: anything else at the root is a screen of the web app.
const ROOT_ADDRESS = /^\/([A-Za-z0-9][A-Za-z0-9_-]{0,49})\/?$/;

/** What a landing page is drawn from in any language: kept a second, as the Thon's page (decision 148). */
type KeptLandingPage = Omit<LandingPageProps, 'language'>;

/** The kept answer's key: an address is found in any case, so it is kept under its lower case. */
const keyOf = (address: string) => `landing:${address.toLowerCase()}`;

/** Drops this process's kept pages at these addresses, after their page was saved or deleted here. */
export function forgetLandingPages(db: Executor, addresses: readonly string[]) {
  forgetPublicAnswerKeys(db, addresses.map(keyOf));
}

/**
 * Answers GET {site}/{x} when x is a landing page (drawn here from the web app's component, decisions 048, 144) or a Thon's event code
 * (sent on to its page, or to its child's page for an older link naming one); false leaves the path
 * to the web app.
 */
export function rootPageResolver(
  db: Executor,
  { publicUrl, resources }: { publicUrl: string; resources: PageResources },
) {
  const drawn = { style: LANDING_PAGE_STYLE, script: resources.script };
  const load = async (address: string): Promise<KeptLandingPage | undefined> => {
    const page = await findShownLandingPage(db, { address });
    if (!page) return undefined;
    const hero = page.imageUrl ? responsiveSizes(page.imageUrl) : resources.defaultHero;
    return {
      address: `/${page.url}`,
      url: `${publicUrl}/${page.url}`,
      image: `${publicUrl}${hero.at(-1)?.url ?? ''}`,
      page,
      hero,
      gallery: page.galleryImageUrls.map((full) => ({ full, sizes: responsiveSizes(full) })),
    };
  };
  return async (path: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const address = ROOT_ADDRESS.exec(path)?.[1];
    if (!address) return false;
    const kept = await keptPublicAnswer(db, keyOf(address), () => load(address));
    if (kept) {
      const language = pageLanguageOf(request, reply);
      const pages = await loadServerPages();
      reply
        .type('text/html; charset=utf-8')
        // The progress changes with every pledge: checked again on each visit.
        .header('cache-control', 'no-cache')
        .header('vary', LANGUAGE_VARY);
      // Drawn and compressed once per language while the answer is kept.
      const page = keptPage(kept, language, () => pages.landingPage(drawn, { language, ...kept }));
      await sendKeptPage(request, reply, page);
      return true;
    }
    const eventCode = await findEventCodeAt(db, { address });
    if (!eventCode) return false;
    await reply.redirect(await donorPageOfLink(db, eventCode, request.url), 302);
    return true;
  };
}
