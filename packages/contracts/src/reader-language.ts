import { cookieValue, SITE_COOKIES } from './cookies';

/** The languages every public page, the pledge form and the donor's e-mails are written in. */
export const READER_LANGUAGES = ['en', 'es'] as const;
export type ReaderLanguage = (typeof READER_LANGUAGES)[number];

/** The query a link carries to open a page in a language: `?lang=es` (decision 128). */
export const LANGUAGE_QUERY = 'lang';

export const isReaderLanguage = (value: unknown): value is ReaderLanguage =>
  READER_LANGUAGES.some((language) => language === value);

/** 'es-MX' -> 'es': one text per language, whatever the region. */
const primaryTag = (tag: string) => tag.trim().split(/[-_]/, 1)[0]?.toLowerCase() ?? '';

/**
 * The tags of an Accept-Language header, most preferred first: by quality, then by order; a tag the
 * browser refuses (q=0) is left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .slice(0, 1000)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.map((each) => /^\s*q=([\d.]+)\s*$/i.exec(each)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), order };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The one rule for the reader's language (decision 128): a language asked for by the link (`?lang=`)
 * wins, then the one chosen with a language switch (the site cookie), then the first of the browser's
 * languages the product has, else English.
 */
export function readerLanguage({
  asked,
  cookie,
  browser,
}: {
  asked?: string | null | undefined;
  cookie: string | undefined;
  browser: readonly string[];
}): ReaderLanguage {
  if (isReaderLanguage(asked)) return asked;
  const chosen = cookieValue(cookie, SITE_COOKIES.language);
  if (isReaderLanguage(chosen)) return chosen;
  return browser.map(primaryTag).find(isReaderLanguage) ?? 'en';
}

/**
 * The same address in another language, for a language switch: the path and its query as they are,
 * with `lang` set.
 */
export function addressInLanguage(pathAndQuery: string, language: ReaderLanguage): string {
  const address = pathAndQuery.split('#', 1)[0] ?? '';
  const mark = address.indexOf('?');
  const path = mark < 0 ? address : address.slice(0, mark);
  const search = new URLSearchParams(mark < 0 ? '' : address.slice(mark + 1));
  search.set(LANGUAGE_QUERY, language);
  return `${path}?${search.toString()}`;
}
