import type { Executor } from '@pledgethon/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_VARY, pageLanguageOf } from '../../http/pages/page-language';
import type { PageResources } from '../../http/pages/page-resources';
import { loadServerPages } from '../../http/pages/server-pages';
import { responsiveSizes } from '../../integrations/images/process-image';
import { donorPageOfLink } from '../donor-pages/old-child-links';
import { LANDING_PAGE_STYLE } from './landing-page-style';
import { findEventCodeAt, findShownLandingPage } from './public-page.queries';

// A page address or an event code: anything else at the root is a screen of the web app.
const ROOT_ADDRESS = /^\/([A-Za-z0-9][A-Za-z0-9_-]{0,49})\/?$/;

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
  return async (path: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const address = ROOT_ADDRESS.exec(path)?.[1];
    if (!address) return false;
    const page = await findShownLandingPage(db, { address });
    if (page) {
      const language = pageLanguageOf(request, reply);
      const hero = page.imageUrl ? responsiveSizes(page.imageUrl) : resources.defaultHero;
      const html = (await loadServerPages()).landingPage(drawn, {
        language,
        address: `/${page.url}`,
        url: `${publicUrl}/${page.url}`,
        image: `${publicUrl}${hero.at(-1)?.url ?? ''}`,
        page,
        hero,
        gallery: page.galleryImageUrls.map((full) => ({ full, sizes: responsiveSizes(full) })),
      });
      await reply
        .type('text/html; charset=utf-8')
        // The progress changes with every pledge: checked again on each visit.
        .header('cache-control', 'no-cache')
        .header('vary', LANGUAGE_VARY)
        .send(html);
      return true;
    }
    const eventCode = await findEventCodeAt(db, { address });
    if (!eventCode) return false;
    await reply.redirect(await donorPageOfLink(db, eventCode, request.url), 302);
    return true;
  };
}
