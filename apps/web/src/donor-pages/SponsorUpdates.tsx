import type { SponsorUpdatePage } from '@pledgethon/contracts';
import type { ReactNode } from 'react';
import { type DonorLanguage, type DonorPageText, localeOf } from './texts';

/** The page's address with another page of sponsor updates, back at the updates. */
const updatesPageLink = (path: string, page: number) =>
  `${path}${page > 1 ? `?updates=${page}` : ''}#updates`;

/**
 * The sponsor updates, 5 a page, newest first. Further pages are links to the same page with
 * `?updates=N`, so paging needs no script.
 */
export function SponsorUpdates({
  text,
  language,
  updates,
  path,
  timeZone,
}: {
  text: DonorPageText;
  language: DonorLanguage;
  updates: SponsorUpdatePage;
  path: string;
  timeZone: string;
}) {
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone });
  const pages = Math.ceil(updates.Total / updates.PageSize);
  const current = updates.Page;
  /** A link to another page of updates, where there is one. */
  const control = (page: number, label: string | undefined, content: ReactNode) =>
    page >= 1 &&
    page <= pages && (
      <a href={updatesPageLink(path, page)} aria-label={label}>
        {content}
      </a>
    );
  return (
    <section id="updates" aria-labelledby="updates-title">
      <h2 className="section" id="updates-title">
        {text.updates.title}
      </h2>
      {updates.Items.length === 0 && <p className="muted">{text.updates.none}</p>}
      {updates.Items.map((update) => (
        <article className="card" key={update.SponsorUpdateId}>
          <time dateTime={update.PostedAt}>{date.format(new Date(update.PostedAt))}</time>
          {update.Message}
        </article>
      ))}
      {pages > 1 && (
        <nav className="pages" aria-label={text.updates.pages}>
          {control(current - 1, text.updates.previousPage, '\u2039')}
          {Array.from({ length: pages }, (_unused, index) => index + 1).map((page) => (
            <a
              key={page}
              href={updatesPageLink(path, page)}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </a>
          ))}
          {control(current + 1, text.updates.nextPage, '\u203A')}
        </nav>
      )}
    </section>
  );
}
