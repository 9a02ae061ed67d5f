import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PLEDGE_FORM_DATA_ID,
  type PledgeForm,
  pledgeFormParamsSchema,
  pledgeFormQuerySchema,
} from '@pledgethon/contracts';
import { escapeHtml, pageShellEn, pageShellEs, pledgeFormEn, pledgeFormEs, textOf } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { Payments } from '../../integrations/payments/payments.types';
import { chosenLanguage } from '../home-page/home-page';
import { readPledgeForm } from './pledge-form';

const ROOT = '<div id="root"></div>';
const TITLE = '<title>PledgeThon</title>';
const HTML = '<html lang="en">';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

const texts = {
  en: { ...pledgeFormEn, shell: pageShellEn },
  es: { ...pledgeFormEs, shell: pageShellEs },
};
type Say = (key: string, values?: Record<string, string | number>) => string;

/** JSON that no text inside it can end early: `<` and `>` never appear as themselves. */
const jsonInScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The Thon and participant of a pledge form address, as the form reads them: the path's code, or a
 * parent's ?pledge={code}, and ?participant={id}.
 */
function addressOf(path: string, query: URLSearchParams) {
  const segment = /^\/event\/([^/]+)\/pledge\/?$/i.exec(path)?.[1];
  return { eventCode: segment ?? query.get('pledge') ?? '', participantId: query.get('participant') };
}

/**
 * What the form's first render draws above the form, in the same markup (form.css), so the page paints
 * before its script runs and the script's render takes its place without moving it. The footer is
 * left to the script: drawn here, the form would push it down.
 */
function firstPaint(say: Say, form: PledgeForm, heading: string): string {
  const intro = say('form.intro', { organization: form.OrganizationName, event: form.EventName });
  const funds = form.FundsGoTo
    ? `<p class="small">${say('form.fundsGoTo', { fundsGoTo: form.FundsGoTo })}</p>`
    : '';
  return `<a class="skip" href="#main">${say('shell.skipToContent')}</a><header class="bar"><a href="/home" aria-label="${say('shell.home')}"><img src="/favicon.svg" alt="" width="32" height="32">PledgeThon</a><a href="/home">${say('shell.signIn')}</a></header><main id="main" tabindex="-1"><div class="page"><div class="intro"><h1>${heading}</h1><p class="muted">${intro}</p>${funds}</div></div></main>`;
}

/**
 * The pledge form's page (decision 102) with the form's data written in, the same answer as
 * GET /api/Pledges/Form/{code}?Participant= for anyone, and its heading drawn: the form shows without
 * a second round trip and the page paints before the script. An address the call would refuse (an
 * unknown Thon, a participant that is no id) gets the page as built, whose script then calls and shows
 * the same error as before. Null when the web app has not been built.
 */
export function pledgeFormPageResolver({
  db,
  payments,
  webDistDir,
}: {
  db: Executor;
  payments: Payments;
  webDistDir: string;
}) {
  const file = join(webDistDir, 'pledge.html');
  if (!existsSync(file)) return null;
  // The form's stylesheet (2.6 KB) goes into the page: a linked one would hold the first paint until it
  // came, and the browser then waits on to paint with the script, which comes at the same time.
  const built = readFileSync(file, 'utf8').replace(
    STYLESHEET,
    (_link, asset: string) => `<style>${readFileSync(join(webDistDir, asset), 'utf8')}</style>`,
  );
  for (const marker of [ROOT, TITLE, HTML]) {
    if (!built.includes(marker)) throw new Error(`The built pledge.html has no ${marker}: build it again`);
  }

  const formOf = async (path: string, query: URLSearchParams): Promise<PledgeForm | null> => {
    const { eventCode, participantId } = addressOf(path, query);
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
    const form = await formOf(path, query);
    let html = built;
    if (form) {
      const language = chosenLanguage(request.headers.cookie);
      const say: Say = (key, values) => escapeHtml(textOf(texts[language], key, values));
      const heading = form.Participant
        ? say('form.heading', { name: form.Participant.DisplayName })
        : say('form.headingThon', { event: form.EventName });
      const data = `<script type="application/json" id="${PLEDGE_FORM_DATA_ID}">${jsonInScript(form)}</script>`;
      // Replaced by functions: a `$&` in a Thon's name is text, not a replacement pattern.
      html = built
        .replace(HTML, () => `<html lang="${language}">`)
        .replace(TITLE, () => `<title>${heading} · PledgeThon</title>`)
        .replace(ROOT, () => `<div id="root">${firstPaint(say, form, heading)}</div>${data}`);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .send(html);
  };
}
