import type { Executor } from '@pledgethon/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageResources } from '../../http/pages/page-head';
import { LANGUAGE_VARY, pageLanguageOf } from '../../http/pages/page-language';
import { donorPageOfLink } from '../donor-pages/old-child-links';
import { findEventCodeAt, findShownLandingPage } from './public-page.queries';
import { renderLandingPage } from './render-landing-page';

// A page address or an event code: anything else at the root is a screen of the web app.
const ROOT_ADDRESS = /^\/([A-Za-z0-9][A-Za-z0-9_-]{0,49})\/?$/;

/**
 * Answers GET {site}/{x} when x is a landing page (rendered here, decision 048) or a Thon's event code
 * (sent on to its page, or to its child's page for an older link naming one); false leaves the path
 * to the web app.
 */
export function rootPageResolver(
  db: Executor,
  { publicUrl, resources }: { publicUrl: string; resources: PageResources },
) {
  return async (path: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const address = ROOT_ADDRESS.exec(path)?.[1];
    if (!address) return false;
    const page = await findShownLandingPage(db, { address });
    if (page) {
      const language = pageLanguageOf(request, reply);
      await reply
        .type('text/html; charset=utf-8')
        // The progress changes with every pledge: checked again on each visit.
        .header('cache-control', 'no-cache')
        .header('vary', LANGUAGE_VARY)
        .send(renderLandingPage(page, { publicUrl, language, resources }));
      return true;
    }
    const eventCode = await findEventCodeAt(db, { address });
    if (!eventCode) return false;
    await reply.redirect(await donorPageOfLink(db, eventCode, request.url), 302);
    return true;
  };
}
