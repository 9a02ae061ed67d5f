import type { MoneySplit } from '@pledgethon/contracts';
import { formatCents, percentOfGoal, progressFill } from '@pledgethon/core';
import { fillText } from '@pledgethon/texts';
import { type DonorLanguage, type DonorPageText, localeOf } from './texts';

/** The goal thermometer: raised (pledged, decision 041) against a goal. */
export function GoalProgress({
  text,
  language,
  raisedCents,
  goalCents,
  goalLabel,
}: {
  text: DonorPageText;
  language: DonorLanguage;
  raisedCents: number;
  goalCents: number;
  goalLabel?: string;
}) {
  const money = (cents: number) => formatCents(cents, localeOf(language));
  const percent = percentOfGoal(raisedCents, goalCents);
  const progress = fillText(text.progress, { percent });
  return (
    <section className="card goal" aria-label={progress}>
      <div className="amounts">
        <p>
          <span className="small muted">{text.raised}</span>
          <br />
          <span className="raised">{money(raisedCents)}</span>
        </p>
        <p>
          <span className="small muted">{goalLabel ?? text.goal}</span>
          <br />
          <span className="target">{money(goalCents)}</span>
        </p>
      </div>
      <div
        className="meter"
        role="progressbar"
        aria-label={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progressFill(percent)}
      >
        <span style={{ width: `${progressFill(percent)}%` }} />
      </div>
      <p className="small">{progress}</p>
    </section>
  );
}

/** What share of a gift reaches the organisation, said plainly on every donor page (decision 056). */
export function MoneySplitNote({
  text,
  language,
  split,
  organization,
  fundsGoTo,
}: {
  text: DonorPageText;
  language: DonorLanguage;
  split: MoneySplit;
  organization: string;
  fundsGoTo: string | null;
}) {
  const percent = (value: number) => value.toLocaleString(localeOf(language));
  const share =
    split.CommissionPercent > 0
      ? fillText(text.split.share, {
          share: percent(split.OrganizationSharePercent),
          commission: percent(split.CommissionPercent),
          organization,
          franchisee: split.FranchiseeName ?? '',
        })
      : fillText(text.split.whole, { organization });
  return (
    <section className="card" aria-labelledby="split-title">
      <h2 id="split-title">{text.split.title}</h2>
      {fundsGoTo && (
        <p>
          {text.fundsGoTo}: <strong>{fundsGoTo}</strong>
        </p>
      )}
      <p className="small" data-testid="money-split">
        {share}
      </p>
    </section>
  );
}

/** Sharing a page by e-mail, text message, Facebook or a copied link (the copy needs the page's script). */
export function ShareButtons({
  text,
  link,
  message,
}: {
  text: DonorPageText;
  link: string;
  message: string;
}) {
  const body = encodeURIComponent(message);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of links and a button, named as one group; a fieldset is for a form's fields.
    <div className="share" role="group" aria-label={text.share.title}>
      <a href={`mailto:?body=${body}`}>{text.share.email}</a>
      <a href={`sms:?&body=${body}`}>{text.share.text}</a>
      <a
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {text.share.facebook}
      </a>
      <button type="button" data-copy={link} hidden>
        {text.share.copy}
      </button>
      <span className="small" role="status" data-copied={text.share.copied} />
    </div>
  );
}
