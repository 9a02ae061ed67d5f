import type { MoneySplit, SponsorUpdatePage } from '@pledgethon/contracts';
import { escapeHtml, formatCents, percentOfGoal, progressFill } from '@pledgethon/core';
import { localeOf, type PageLanguage } from '../../http/pages/page-language';
import { say } from '../../http/pages/page-text';
import type { DonorPageText } from './donor-page-texts';

/** The goal thermometer: raised (pledged, decision 041) against a goal. */
export function goalProgress(
  text: DonorPageText,
  language: PageLanguage,
  { raisedCents, goalCents, goalLabel }: { raisedCents: number; goalCents: number; goalLabel?: string },
) {
  const money = (cents: number) => escapeHtml(formatCents(cents, localeOf(language)));
  const percent = percentOfGoal(raisedCents, goalCents);
  const progress = say(text.progress, { percent });
  return `<section class="card goal" aria-label="${progress}">
<div class="amounts">
<p><span class="small muted">${say(text.raised)}</span><br><span class="raised">${money(raisedCents)}</span></p>
<p><span class="small muted">${goalLabel ? escapeHtml(goalLabel) : say(text.goal)}</span><br><span class="target">${money(goalCents)}</span></p>
</div>
<div class="meter" role="progressbar" aria-label="${progress}" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${progressFill(percent)}"><span style="width:${progressFill(percent)}%"></span></div>
<p class="small">${progress}</p>
</section>`;
}

/** What share of a gift reaches the organisation, said plainly on every donor page (decision 056). */
export function moneySplitNote(
  text: DonorPageText,
  language: PageLanguage,
  { split, organization, fundsGoTo }: { split: MoneySplit; organization: string; fundsGoTo: string | null },
) {
  const percent = (value: number) => value.toLocaleString(localeOf(language));
  const share =
    split.CommissionPercent > 0
      ? say(text.split.share, {
          share: percent(split.OrganizationSharePercent),
          commission: percent(split.CommissionPercent),
          organization,
          franchisee: split.FranchiseeName ?? '',
        })
      : say(text.split.whole, { organization });
  return `<section class="card" aria-labelledby="split-title">
<h2 id="split-title">${say(text.split.title)}</h2>
${fundsGoTo ? `<p>${say(text.fundsGoTo)}: <strong>${escapeHtml(fundsGoTo)}</strong></p>` : ''}
<p class="small" data-testid="money-split">${share}</p>
</section>`;
}

/** Sharing a page by e-mail, text message, Facebook or a copied link (the copy needs the script). */
export function shareButtons(text: DonorPageText, { link, message }: { link: string; message: string }) {
  const body = encodeURIComponent(message);
  return `<div class="share" role="group" aria-label="${say(text.share.title)}">
<a href="mailto:?body=${body}">${say(text.share.email)}</a>
<a href="sms:?&amp;body=${body}">${say(text.share.text)}</a>
<a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}" target="_blank" rel="noopener noreferrer">${say(text.share.facebook)}</a>
<button type="button" data-copy="${escapeHtml(link)}" hidden>${say(text.share.copy)}</button>
<span class="small" role="status" data-copied="${say(text.share.copied)}"></span>
</div>`;
}

/** The page's address with another page of sponsor updates, back at the updates. */
const updatesPageLink = (path: string, page: number) =>
  `${escapeHtml(path)}${page > 1 ? `?updates=${page}` : ''}#updates`;

/**
 * The sponsor updates, 5 a page, newest first. Further pages are links to the same page with
 * `?updates=N`, so paging needs no script.
 */
export function sponsorUpdates(
  text: DonorPageText,
  language: PageLanguage,
  { updates, path, timeZone }: { updates: SponsorUpdatePage; path: string; timeZone: string },
) {
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone });
  const items = updates.Items.map(
    (update) =>
      `<article class="card"><time datetime="${escapeHtml(update.PostedAt)}">${escapeHtml(date.format(new Date(update.PostedAt)))}</time>${escapeHtml(update.Message)}</article>`,
  ).join('\n');
  const pages = Math.ceil(updates.Total / updates.PageSize);
  const current = updates.Page;
  const control = (page: number, label: string, content: string) =>
    page < 1 || page > pages
      ? ''
      : `<a href="${updatesPageLink(path, page)}"${label ? ` aria-label="${label}"` : ''}>${content}</a>`;
  const numbers = Array.from({ length: pages }, (_unused, index) => index + 1)
    .map((page) =>
      page === current
        ? `<a href="${updatesPageLink(path, page)}" aria-current="page">${page}</a>`
        : control(page, '', String(page)),
    )
    .join('');
  const paging =
    pages > 1
      ? `<nav class="pages" aria-label="${say(text.updates.pages)}">${control(current - 1, say(text.updates.previousPage), '&#8249;')}${numbers}${control(current + 1, say(text.updates.nextPage), '&#8250;')}</nav>`
      : '';
  return `<section id="updates" aria-labelledby="updates-title">
<h2 class="section" id="updates-title">${say(text.updates.title)}</h2>
${items || `<p class="muted">${say(text.updates.none)}</p>`}
${paging}
</section>`;
}
