import type { PledgeAnswer, PledgeForm } from '@pledgethon/contracts';
import type { ReactNode } from 'react';
import type { previewPledge } from './pledge-preview';
import { useTexts } from './use-texts';

/** The one line above a form that says why it was not sent (the app's FormProblem). */
export function Problem({ children }: { children: ReactNode }) {
  return (
    <div className="problem" role="alert">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 8v4M12 16h.01" />
      </svg>
      <p>{children}</p>
    </div>
  );
}

/** What the donor pays at the expected units and at most, and what reaches the organisation. */
export function PledgePreview({
  form,
  preview,
  perUnit,
}: {
  form: PledgeForm;
  preview: NonNullable<ReturnType<typeof previewPledge>>;
  perUnit: boolean;
}) {
  const { t, formatMoney } = useTexts();
  return (
    <div className="card">
      {perUnit && (
        <p>
          {t('form.expected', {
            count: form.ExpectedUnits,
            units: form.UnitNamePlural,
            amount: formatMoney(preview.expected),
          })}
        </p>
      )}
      <p className="strong">{t('form.atMost', { amount: formatMoney(preview.maximum) })}</p>
      <p className="small muted">
        {t('form.share', {
          amount: formatMoney(preview.split.organizationCents),
          percent: preview.percent,
          organization: form.OrganizationName,
          fee: formatMoney(preview.split.processingFeeCents),
        })}
      </p>
    </div>
  );
}

export function Thanks({
  form,
  answer,
  email,
  name,
}: {
  form: PledgeForm;
  answer: PledgeAnswer;
  email: string;
  name: string;
}) {
  const { t, formatMoney, messageText } = useTexts();
  return (
    <div className="page">
      <div className="card thanks" role="status">
        <h1>{t('form.thanks', { name })}</h1>
        <p className="strong">{messageText(answer.Message)}</p>
        <p>
          {answer.ChargedCents === null
            ? t('form.thanksPerUnit', { email })
            : t('form.thanksFlat', { amount: formatMoney(answer.ChargedCents), email })}
        </p>
        <a className="button light" href={`/event/${encodeURIComponent(form.EventCode)}`}>
          {form.EventName}
        </a>
      </div>
    </div>
  );
}
