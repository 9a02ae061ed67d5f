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
import { keptPage, sendKeptPage } from '../../http/pages/kept-pages';
import { LANGUAGE_VARY, pageLanguageOf } from '../../http/pages/page-language';
import { loadServerPages } from '../../http/pages/server-pages';
import type { Payments } from '../../integrations/payments/payments.types';
import { keptPublicAnswer } from '../public-thon/public-thon';
import { browserPayments, readPledgeForm } from './pledge-form';

/**
 * The Thon and participant of a pledge form address, as the form reads them: the path's code, or a
 * parent's ?pledge={code}, and ?participant={id}.
 */
function addressOf(path: string, query: URLSearchParams) {
  const segment = /^\/event\/([^/]+)\/pledge\/?$/i.exec(path)?.[1];
  return { eventCode: segment ?? query.get('pledge') ?? '', participantId: query.get('participant') };
}

/** Which provider takes the cards, and how: the form's answer differs with it (decision 130). */
const paymentsKey = (payments: Payments) => JSON.stringify([browserPayments(payments), payments.live]);

/**
 * The pledge form's page (decisions 102, 109), drawn from the form's component with the same answer as
 * GET /api/Pledges/Form/{code}?Participant= for anyone: the form shows without a second round trip and
 * the page paints before the script. The answer is kept a second as the Thon page's is, and the page
 * drawn from it kept and compressed once per language and sign-in mark (decision 148). Where the call
 * refuses (an unknown Thon, a participant that is no id), the page's script calls it and shows the same
 * error as before. Null when the web app has not been built.
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
  const provider = paymentsKey(payments);

  const formOf = (eventCode: string, participantId: string | null): Promise<PledgeForm | undefined> => {
    const params = pledgeFormParamsSchema.safeParse({ eventCode });
    const search = pledgeFormQuerySchema.safeParse({ Participant: participantId || undefined });
    if (!params.success || !search.success) return Promise.resolve(undefined);
    // Under the address as written: the page writes the code and the participant as they came.
    const key = `pledge-form:${provider}:${eventCode}:${participantId ?? ''}`;
    return keptPublicAnswer(db, key, async () => {
      try {
        return await readPledgeForm(db, payments, {
          eventCode: params.data.eventCode,
          participantId: search.data.Participant,
        });
      } catch (error) {
        if (error instanceof AppError) return undefined;
        throw error;
      }
    });
  };

  return async (path: string, query: URLSearchParams, request: FastifyRequest, reply: FastifyReply) => {
    const { eventCode, participantId } = addressOf(path, query);
    const language = pageLanguageOf(request, reply);
    // The web app's mark of a kept session (decision 101): the page then waits to know whose it is.
    const signedIn = cookieValue(request.headers.cookie, SITE_COOKIES.signedIn) === '1';
    const form = await formOf(eventCode, participantId);
    const draw = () =>
      pages.pledgeFormPage(template, { language, eventCode, participantId, form: form ?? null, signedIn });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', LANGUAGE_VARY);
    if (!form) return reply.send(draw());
    // `?participant=` and none are the same form, but the page writes which of them it was.
    const variant = `${language}:${signedIn}:${participantId === null}`;
    return sendKeptPage(request, reply, keptPage(form, variant, draw));
  };
}
