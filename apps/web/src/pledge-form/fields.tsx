import { messages } from '@pledgethon/core';
import { useId } from 'react';
import { useMoneyText } from '../ui/money-text';
import './fields.css';
import { useTexts } from './use-texts';

type Cents = number | null;

/** A labelled field with its hint and error tied to the input for screen readers. */
function Field(props: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  children: (described: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => React.ReactNode;
}) {
  const described = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {props.label}
        {props.required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {props.hint && (
        <p className="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.children({
        ...(described.length ? { 'aria-describedby': described.join(' ') } : {}),
        ...(props.error ? { 'aria-invalid': true as const } : {}),
      })}
      {props.error && (
        <p className="error" id={`${props.id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * A dollar amount typed as text and handed on as integer cents (the app's MoneyInput, without the
 * component library).
 */
function MoneyField(props: {
  label: string;
  value: Cents;
  onChange: (cents: Cents) => void;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
}) {
  const id = useId();
  const money = useMoneyText(props.value, props.onChange);
  return (
    <Field id={id} label={props.label} required={props.required} hint={props.hint} error={props.error}>
      {(described) => (
        <div className="money">
          <span aria-hidden="true">$</span>
          <input
            id={id}
            className="input"
            {...described}
            inputMode="decimal"
            autoComplete="off"
            required={props.required}
            value={money.text}
            onChange={(event) => money.onChange(event.currentTarget.value)}
            onBlur={money.onBlur}
          />
        </div>
      )}
    </Field>
  );
}

/** The suggested amounts of section 9, one button each; the one picked is pressed. */
export function Suggested(props: { values: number[]; current: Cents; onPick: (cents: number) => void }) {
  const { t, formatMoney } = useTexts();
  return (
    <fieldset className="field">
      <legend className="label">{t('form.suggested')}</legend>
      <div className="choices">
        {props.values.map((cents) => (
          <button
            key={cents}
            type="button"
            className={props.current === cents ? 'button' : 'button default'}
            aria-pressed={props.current === cents}
            onClick={() => props.onPick(cents)}
          >
            {formatMoney(cents)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The amounts of a pledge, per unit (rate and optional maximum) or flat, and the donor's fee cover: on
 * the pledge form, and on a donor's own pledge page when they change it.
 */
export function AmountFields(props: {
  perUnit: boolean;
  unit: string;
  units: string;
  maxUnits: number;
  feeCoverCents: number;
  rate: Cents;
  onRate: (cents: Cents) => void;
  max: Cents;
  onMax: (cents: Cents) => void;
  amount: Cents;
  onAmount: (cents: Cents) => void;
  coversFees: boolean;
  onCoversFees: (covers: boolean) => void;
  /** Why the amounts cannot be taken (the server's own rule, checked as the donor types), or null. */
  problem: string | null;
}) {
  const { t, formatMoney, messageText } = useTexts();
  const maxProblem = props.problem === messages.pendingThresholdPerUnit;
  const problem = props.problem ? messageText(props.problem) : undefined;
  return (
    <>
      {props.perUnit ? (
        <>
          <MoneyField
            label={t('form.rate', { unit: props.unit })}
            value={props.rate}
            onChange={props.onRate}
            error={maxProblem ? undefined : problem}
            required
          />
          <MoneyField
            label={t('form.max')}
            hint={t('form.maxHint', { count: props.maxUnits, units: props.units })}
            value={props.max}
            onChange={props.onMax}
            error={maxProblem ? problem : undefined}
          />
        </>
      ) : (
        <MoneyField
          label={t('form.amount')}
          value={props.amount}
          onChange={props.onAmount}
          error={problem}
          required
        />
      )}
      <label className="check">
        <input
          type="checkbox"
          className="tick"
          checked={props.coversFees}
          onChange={(event) => props.onCoversFees(event.currentTarget.checked)}
        />
        {t('form.coversFees', { amount: formatMoney(props.feeCoverCents) })}
      </label>
    </>
  );
}

export type Donor = { FirstName: string; LastName: string; Email: string; Phone: string };

/** Who gives: the donor section, whose e-mail address gets the receipt. */
export function DonorFields({ donor, onChange }: { donor: Donor; onChange: (donor: Donor) => void }) {
  const { t } = useTexts();
  const input =
    (name: keyof Donor, type: string, autoComplete: string, required: boolean) => (described: object) => (
      <input
        id={`donor-${name}`}
        className="input"
        {...described}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={donor[name]}
        onChange={(event) => onChange({ ...donor, [name]: event.currentTarget.value })}
      />
    );
  return (
    <>
      <h2>{t('form.donor')}</h2>
      <div className="pair">
        <Field id="donor-FirstName" label={t('form.firstName')} required>
          {input('FirstName', 'text', 'given-name', true)}
        </Field>
        <Field id="donor-LastName" label={t('form.lastName')} required>
          {input('LastName', 'text', 'family-name', true)}
        </Field>
      </div>
      <Field id="donor-Email" label={t('form.email')} hint={t('form.emailHint')} required>
        {input('Email', 'email', 'email', true)}
      </Field>
      <Field id="donor-Phone" label={t('form.phone')}>
        {input('Phone', 'tel', 'tel', false)}
      </Field>
    </>
  );
}
