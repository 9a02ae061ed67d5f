import type { PublicParticipant, SponsorUpdatePage } from '@pledgethon/contracts';
import { participantPagePath, thonPagePath } from '@pledgethon/core';
import { fillText } from '@pledgethon/texts';
import { GoalProgress, MoneySplitNote, ShareButtons } from './page-parts';
import { SponsorUpdates } from './SponsorUpdates';
import { pledgePath } from './ThonPage';
import type { DonorLanguage, DonorPageText } from './texts';

/**
 * A participant's page body: their name as the parent allowed, the photo only while the parent's
 * consent stands (PhotoUrl is null otherwise), progress toward their own goal and never a rank.
 */
export function ParticipantPage({
  text,
  language,
  participant,
  link,
  updates,
}: {
  text: DonorPageText;
  language: DonorLanguage;
  participant: PublicParticipant;
  link: string;
  updates: SponsorUpdatePage;
}) {
  const name = participant.DisplayName;
  return (
    <>
      <div className="intro">
        <p className="tags">
          <span className="badge">{text.status[participant.Status]}</span>
          {participant.TeamName && (
            <span className="small muted">{fillText(text.team, { team: participant.TeamName })}</span>
          )}
        </p>
        <div className="who">
          {participant.PhotoUrl && (
            <img src={participant.PhotoUrl} alt={fillText(text.photoOf, { name })} width="96" height="96" />
          )}
          <h1>{name}</h1>
        </div>
        <p className="lead muted">
          {fillText(text.organizedBy, { organization: participant.OrganizationName })}
        </p>
        <p>
          <a href={thonPagePath(participant.EventCode)}>
            <strong>{participant.EventName}</strong>
          </a>
        </p>
      </div>
      <GoalProgress
        text={text}
        language={language}
        raisedCents={participant.RaisedCents}
        goalCents={participant.GoalCents}
        goalLabel={fillText(text.childGoal, { name })}
      />
      {participant.Status !== 'completed' && (
        <a className="button give" href={pledgePath(participant.EventCode, participant.ParticipantId)}>
          {fillText(text.pledge, { name })}
        </a>
      )}
      <MoneySplitNote
        text={text}
        language={language}
        split={participant.MoneySplit}
        organization={participant.OrganizationName}
        fundsGoTo={participant.FundsGoTo}
      />
      <ShareButtons
        text={text}
        link={link}
        message={fillText(text.shareMessage, { name, event: participant.EventName, link })}
      />
      <SponsorUpdates
        text={text}
        language={language}
        updates={updates}
        path={participantPagePath(participant.EventCode, participant.ParticipantId)}
        timeZone={participant.TimeZone}
      />
    </>
  );
}
