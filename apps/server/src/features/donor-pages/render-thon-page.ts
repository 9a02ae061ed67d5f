import { CODE_MAX_LENGTH, type PublicEvent, type SponsorUpdatePage } from '@pledgethon/contracts';
import {
  escapeHtml,
  formatCalendarDate,
  formatCents,
  participantPagePath,
  thonPagePath,
} from '@pledgethon/core';
import { localeOf, type PageLanguage } from '../../http/pages/page-language';
import { fill, say } from '../../http/pages/page-text';
import { goalProgress, moneySplitNote, shareButtons, sponsorUpdates } from './donor-page-parts';
import type { DonorPageText } from './donor-page-texts';

/** The pledge form, which stays a page of the web app: for the Thon, or for one participant. */
export const pledgePath = (eventCode: string, participantId?: string) =>
  `${thonPagePath(eventCode)}/pledge${participantId ? `?participant=${encodeURIComponent(participantId)}` : ''}`;

// The shield with a lock beside the privacy note, drawn inline: a symbol font may lack the emoji.
const SHIELD_LOCK =
  '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1-8.5 15a12 12 0 0 1-8.5-15a12 12 0 0 0 8.5-3"/><path d="M9.5 11h5v4h-5zM10.5 11V9.5a1.5 1.5 0 0 1 3 0V11"/></svg>';

/** A numbered list, first place first: the team leaderboard, or the children when the organiser ranks them. */
function ranking(title: string, id: string, rows: { name: string; amount: string }[]) {
  const items = rows
    .map(
      (row, index) =>
        `<li class="card"><span><strong>${index + 1}.</strong> ${row.name}</span><span class="small">${row.amount}</span></li>`,
    )
    .join('\n');
  return `<section aria-labelledby="${id}"><h2 class="section" id="${id}">${title}</h2><ol class="ranking">${items}</ol></section>`;
}

/** The Thon's page body: thermometer, teams, where the money goes, sharing and sponsor updates. */
export function thonPageBody(
  event: PublicEvent,
  { language, link, updates }: { language: PageLanguage; link: string; updates: SponsorUpdatePage },
) {
  return (text: DonorPageText) => {
    const money = (cents: number) => formatCents(cents, localeOf(language));
    const teamRaised = (amount: string, count: number) =>
      say(count === 1 ? text.teamRaised_one : text.teamRaised_other, { amount, count });
    const fact = (label: string, value: string) =>
      `<div class="card"><span class="small muted">${say(label)}</span><strong>${escapeHtml(value)}</strong></div>`;
    return `<div class="intro">
<p class="tags"><span class="badge">${say(text.status[event.Status])}</span><span class="small muted">${say(text.eventCode)}: <strong>${escapeHtml(event.EventCode)}</strong></span></p>
<h1>${escapeHtml(event.Name)}</h1>
<p class="lead muted">${say(text.organizedBy, { organization: event.OrganizationName })}</p>
</div>
${goalProgress(text, language, { raisedCents: event.RaisedCents, goalCents: event.GoalCents })}
${event.Status === 'completed' ? '' : `<a class="button give" href="${escapeHtml(pledgePath(event.EventCode))}">${say(text.give)}</a>`}
${moneySplitNote(text, language, { split: event.MoneySplit, organization: event.OrganizationName, fundsGoTo: event.FundsGoTo })}
<div class="facts">
${fact(text.date, formatCalendarDate(event.EventDate))}
${fact(text.participants, String(event.ParticipantCount))}
${fact(text.unit, event.UnitNamePlural)}
</div>
${
  event.Teams.length > 0
    ? ranking(
        say(text.teams),
        'teams-title',
        event.Teams.map((team) => ({
          name: `<strong>${escapeHtml(team.Name)}</strong>`,
          amount: teamRaised(money(team.RaisedCents), team.ParticipantCount),
        })),
      )
    : ''
}
${
  event.RanksParticipants && event.TopParticipants.length > 0
    ? ranking(
        say(text.topParticipants),
        'top-title',
        event.TopParticipants.map((child) => ({
          name: `<a href="${escapeHtml(participantPagePath(event.EventCode, child.ParticipantId))}">${escapeHtml(child.DisplayName)}</a>`,
          amount: escapeHtml(money(child.RaisedCents)),
        })),
      )
    : ''
}
${shareButtons(text, { link, message: fill(text.shareMessage, { name: event.OrganizationName, event: event.Name, link }) })}
${sponsorUpdates(text, language, { updates, path: thonPagePath(event.EventCode), timeZone: event.TimeZone })}
${event.RanksParticipants ? '' : `<p class="privacy">${SHIELD_LOCK}<span>${say(text.privacy)}</span></p>`}
<p class="small muted">${say(text.parentSignUp)} <a href="/home/SignUp?as=parent&amp;event=${encodeURIComponent(event.EventCode)}">${say(text.parentSignUpLink)}</a></p>`;
  };
}

/** An unknown event code: the spec's words, and the event-code entry again (it works without script). */
export function unknownThonBody(eventCode: string) {
  return (text: DonorPageText) => `<section class="card problem">
<h1>${say(text.unknownTitle)}</h1>
<p role="alert">${say(text.shell.eventCode.invalid)}</p>
<p class="small muted">${say(text.tryAgain)}</p>
<form class="code" action="/event" method="get">
<label>${say(text.shell.eventCode.label)}<input name="code" value="${escapeHtml(eventCode)}" required maxlength="${CODE_MAX_LENGTH}" autocomplete="off" autocapitalize="characters"></label>
<button type="submit">${say(text.shell.eventCode.submit)}</button>
</form>
</section>`;
}

/** A page that is not there (a participant not of this Thon): the web app's not-found words. */
export function notFoundBody(text: DonorPageText) {
  return `<div class="lost">
<p class="big" aria-hidden="true">404</p>
<h1>${say(text.shell.notFound.title)}</h1>
<p class="lead muted">${say(text.shell.notFound.body)}</p>
<p><a class="button" href="/home">${say(text.shell.notFound.home)}</a></p>
</div>`;
}
