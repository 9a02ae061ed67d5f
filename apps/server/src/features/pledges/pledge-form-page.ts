import {
  cookieValue,
  type PledgeForm,
  pledgeFormParamsSchema,
  pledgeFormQuerySchema,
  SITE_COOKIES,
} from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { builtPageTemplate } from '../../http/pages/built-page';
import { LANGUAGE_VARY, pageLanguageOf } from '../../http/pages/page-language';
import { loadServerPages } from '../../http/pages/server-pages';
import type { Payments } from '../../integrations/payments/payments.types';
import { readPledgeForm } from './pledge-form';

/**
 * The Thon and participant of a pledge form address, as the form reads them: the path's code, or a
 * parent's ?pledge={code}, and ?participant={id}.
 */
function addressOf(path: string, query: URLSearchParams) {
  const segment = /^\/event\/([^/]+)\/pledge\/?$/i.exec(path)?.[1];
  return { eventCode: segment ?? query.get('pledge') ?? '', participantId: query.get('participant') };
}

/**
 * The pledge form's page (decisions 102, 109), drawn from the form's component with the same answer as
 * GET /api/Pledges/Form/{code}?Participant= for anyone: the form shows without a second round trip and
 * the page paints before the script. Where the call refuses (an unknown Thon, a participant that is no
 * id), the page's script calls it and shows the same error as before. Null when the web app has not
 * been built.
 */
export async function pledgeFormPageResolver({
  db,
  payments,
  webDistDir,
}: {
  db: Executor;
  payments: Payments;
  webDistDir: string;
}) {
  // The form's stylesheet (2.6 KB) goes into the page.
  const template = builtPageTemplate(webDistDir, 'pledge.html');
  if (template === null) return null;
  const pages = await loadServerPages();

  const formOf = async (eventCode: string, participantId: string | null): Promise<PledgeForm | null> => {
    const params = pledgeFormParamsSchema.safeParse({ eventCode });
    const search = pledgeFormQuerySchema.safeParse({ Participant: participantId || undefined });
    if (!params.success || !search.success) return null;
    try {
      return await readPledgeForm(db, payments, {
        eventCode: params.data.eventCode,
        participantId: search.data.Participant,
      });
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };

  return async (path: string, query: URLSearchParams, request: FastifyRequest, reply: FastifyReply) => {
    const { eventCode, participantId } = addressOf(path, query);
    const { cookie } = request.headers;
    const html = pages.pledgeFormPage(template, {
      language: pageLanguageOf(request, reply),
      eventCode,
      participantId,
      form: await formOf(eventCode, participantId),
      // The web app's mark of a kept session (decision 101): the page then waits to know whose it is.
      signedIn: cookieValue(cookie, SITE_COOKIES.signedIn) === '1',
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', LANGUAGE_VARY)
      .send(html);
  };
}
