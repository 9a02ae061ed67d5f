import type { PublicEvent, SponsorUpdatePage } from '@pledgethon/contracts';
import { formatCalendarDate, formatCents, participantPagePath, thonPagePath } from '@pledgethon/core';
import { fillText } from '@pledgethon/texts';
import type { ReactNode } from 'react';
import { Icon } from '../home-page/icons';
import { GoalProgress, MoneySplitNote, ShareButtons } from './page-parts';
import { SponsorUpdates } from './SponsorUpdates';
import { type DonorLanguage, type DonorPageText, localeOf } from './texts';

/** The pledge form, which stays a page of the web app: for the Thon, or for one participant. */
export const pledgePath = (eventCode: string, participantId?: string) =>
  `${thonPagePath(eventCode)}/pledge${participantId ? `?participant=${encodeURIComponent(participantId)}` : ''}`;

/** A numbered list, first place first: the team leaderboard, or the children when the organiser ranks them. */
function Ranking({
  title,
  id,
  rows,
}: {
  title: string;
  id: string;
  rows: { key: string; name: ReactNode; amount: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 className="section" id={id}>
        {title}
      </h2>
      <ol className="ranking">
        {rows.map((row, index) => (
          <li className="card" key={row.key}>
            <span>
              <strong>{index + 1}.</strong> {row.name}
            </span>
            <span className="small">{row.amount}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A fact about the Thon, in a card of its own. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="card">
      <span className="small muted">{label}</span>
      <strong>{value}</strong>
    </div>
  );
}

/** The Thon's page body: thermometer, teams, where the money goes, sharing and sponsor updates. */
export function ThonPage({
  text,
  language,
  event,
  link,
  updates,
}: {
  text: DonorPageText;
  language: DonorLanguage;
  event: PublicEvent;
  link: string;
  updates: SponsorUpdatePage;
}) {
  const money = (cents: number) => formatCents(cents, localeOf(language));
  const teamRaised = (amount: string, count: number) =>
    fillText(count === 1 ? text.teamRaised_one : text.teamRaised_other, { amount, count });
  return (
    <>
      <div className="intro">
        <p className="tags">
          <span className="badge">{text.status[event.Status]}</span>
          <span className="small muted">
            {text.eventCode}: <strong>{event.EventCode}</strong>
          </span>
        </p>
        <h1>{event.Name}</h1>
        <p className="lead muted">{fillText(text.organizedBy, { organization: event.OrganizationName })}</p>
      </div>
      <GoalProgress
        text={text}
        language={language}
        raisedCents={event.RaisedCents}
        goalCents={event.GoalCents}
      />
      {event.Status !== 'completed' && (
        <a className="button give" href={pledgePath(event.EventCode)}>
          {text.give}
        </a>
      )}
      <MoneySplitNote
        text={text}
        language={language}
        split={event.MoneySplit}
        organization={event.OrganizationName}
        fundsGoTo={event.FundsGoTo}
      />
      <div className="facts">
        <Fact label={text.date} value={formatCalendarDate(event.EventDate)} />
        <Fact label={text.participants} value={String(event.ParticipantCount)} />
        <Fact label={text.unit} value={event.UnitNamePlural} />
      </div>
      {event.Teams.length > 0 && (
        <Ranking
          title={text.teams}
          id="teams-title"
          rows={event.Teams.map((team) => ({
            key: team.Name,
            name: <strong>{team.Name}</strong>,
            amount: teamRaised(money(team.RaisedCents), team.ParticipantCount),
          }))}
        />
      )}
      {event.RanksParticipants && event.TopParticipants.length > 0 && (
        <Ranking
          title={text.topParticipants}
          id="top-title"
          rows={event.TopParticipants.map((child) => ({
            key: child.ParticipantId,
            name: <a href={participantPagePath(event.EventCode, child.ParticipantId)}>{child.DisplayName}</a>,
            amount: money(child.RaisedCents),
          }))}
        />
      )}
      <ShareButtons
        text={text}
        link={link}
        message={fillText(text.shareMessage, { name: event.OrganizationName, event: event.Name, link })}
      />
      <SponsorUpdates
        text={text}
        language={language}
        updates={updates}
        path={thonPagePath(event.EventCode)}
        timeZone={event.TimeZone}
      />
      {!event.RanksParticipants && (
        <p className="privacy">
          <Icon name="shieldPadlock" size={20} />
          <span>{text.privacy}</span>
        </p>
      )}
      <p className="small muted">
        {text.parentSignUp}{' '}
        <a href={`/home/SignUp?as=parent&event=${encodeURIComponent(event.EventCode)}`}>
          {text.parentSignUpLink}
        </a>
      </p>
    </>
  );
}
