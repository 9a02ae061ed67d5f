import {
  acceptedLanguages,
  cookieValue,
  isReaderLanguage,
  LANGUAGE_QUERY,
  type ReaderLanguage,
  readerLanguage,
  SITE_COOKIES,
} from '@pledgethon/contracts';
import { stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The languages the pages the server draws are written in. */
export type PageLanguage = ReaderLanguage;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** What a page's language depends on, for the Vary header of every page drawn in it. */
export const LANGUAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** The `lang` of a request's query, as the link or the language switch wrote it. */
function askedLanguage(url: string): string | null {
  const mark = url.indexOf('?');
  return mark < 0 ? null : new URLSearchParams(url.slice(mark + 1)).get(LANGUAGE_QUERY);
}

/**
 * The reader's language by the one rule of every public page (decision 128). A language asked for by
 * the address becomes the reader's choice, as the web app's switch keeps it, so the next page they
 * open speaks it too: the cookie is written on the answer, readable by the pages' scripts.
 */
export function pageLanguageOf(request: FastifyRequest, reply: FastifyReply): PageLanguage {
  const asked = askedLanguage(request.url);
  if (isReaderLanguage(asked) && asked !== cookieValue(request.headers.cookie, SITE_COOKIES.language)) {
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: SITE_COOKIES.language,
        value: asked,
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'lax',
      }),
    );
  }
  return requestLanguage(request);
}

/** The reader's language by the same rule, for a call from a page: its address, else cookie, else browser. */
export function requestLanguage(request: FastifyRequest): PageLanguage {
  return readerLanguage({
    asked: askedLanguage(request.url),
    cookie: request.headers.cookie,
    browser: acceptedLanguages(request.headers['accept-language']),
  });
}

export const localeOf = (language: PageLanguage) => (language === 'es' ? 'es-US' : 'en-US');
