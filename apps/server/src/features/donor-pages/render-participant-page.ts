import type { PublicParticipant, SponsorUpdatePage } from '@pledgethon/contracts';
import { escapeHtml, participantPagePath, thonPagePath } from '@pledgethon/core';
import type { PageLanguage } from '../../http/pages/page-language';
import { fill, say } from '../../http/pages/page-text';
import { goalProgress, moneySplitNote, shareButtons, sponsorUpdates } from './donor-page-parts';
import type { DonorPageText } from './donor-page-texts';
import { pledgePath } from './render-thon-page';

/**
 * A participant's page body: their name as the parent allowed, the photo only while the parent's
 * consent stands (PhotoUrl is null otherwise), progress toward their own goal and never a rank.
 */
export function participantPageBody(
  participant: PublicParticipant,
  { language, link, updates }: { language: PageLanguage; link: string; updates: SponsorUpdatePage },
) {
  return (text: DonorPageText) => {
    const name = participant.DisplayName;
    const photo = participant.PhotoUrl
      ? `<img src="${escapeHtml(participant.PhotoUrl)}" alt="${say(text.photoOf, { name })}" width="96" height="96">`
      : '';
    return `<div class="intro">
<p class="tags"><span class="badge">${say(text.status[participant.Status])}</span>${participant.TeamName ? `<span class="small muted">${say(text.team, { team: participant.TeamName })}</span>` : ''}</p>
<div class="who">${photo}<h1>${escapeHtml(name)}</h1></div>
<p class="lead muted">${say(text.organizedBy, { organization: participant.OrganizationName })}</p>
<p><a href="${escapeHtml(thonPagePath(participant.EventCode))}"><strong>${escapeHtml(participant.EventName)}</strong></a></p>
</div>
${goalProgress(text, language, {
  raisedCents: participant.RaisedCents,
  goalCents: participant.GoalCents,
  goalLabel: fill(text.childGoal, { name }),
})}
${participant.Status === 'completed' ? '' : `<a class="button give" href="${escapeHtml(pledgePath(participant.EventCode, participant.ParticipantId))}">${say(text.pledge, { name })}</a>`}
${moneySplitNote(text, language, {
  split: participant.MoneySplit,
  organization: participant.OrganizationName,
  fundsGoTo: participant.FundsGoTo,
})}
${shareButtons(text, { link, message: fill(text.shareMessage, { name, event: participant.EventName, link }) })}
${sponsorUpdates(text, language, {
  updates,
  path: participantPagePath(participant.EventCode, participant.ParticipantId),
  timeZone: participant.TimeZone,
})}`;
  };
}
