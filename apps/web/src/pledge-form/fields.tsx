import { feeCoverCents } from '@pledgethon/core';
import { useMoneyText } from '../ui/money-text';
import './fields.css';
import { useTexts } from './use-texts';

type Cents = number | null;

/** What the server (or the form's own check) said of each field, by the request's field name. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The input of a request field: `Donor.Email` is drawn as `#Donor-Email`, so an error can link to it. */
export const fieldIdOf = (field: string) => field.replaceAll('.', '-');

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
  id: string;
  label: string;
  value: Cents;
  onChange: (cents: Cents) => void;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
}) {
  const { id } = props;
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
  rate: Cents;
  onRate: (cents: Cents) => void;
  max: Cents;
  onMax: (cents: Cents) => void;
  amount: Cents;
  onAmount: (cents: Cents) => void;
  coversFees: boolean;
  onCoversFees: (covers: boolean) => void;
  /**
   * Why the amounts cannot be taken, by field (the server's own rule, checked as the donor types, or
   * the server's answer): `RateCents`, `MaxCents`, `AmountCents`.
   */
  errors: FieldErrors;
}) {
  const { t, formatMoney, messageText } = useTexts();
  const errorOf = (field: string) => {
    const text = props.errors[field];
    return text ? messageText(text) : undefined;
  };
  return (
    <>
      {props.perUnit ? (
        <>
          <MoneyField
            id="RateCents"
            label={t('form.rate', { unit: props.unit })}
            value={props.rate}
            onChange={props.onRate}
            error={errorOf('RateCents')}
            required
          />
          <MoneyField
            id="MaxCents"
            label={t('form.max')}
            hint={t('form.maxHint', { count: props.maxUnits, units: props.units })}
            value={props.max}
            onChange={props.onMax}
            error={errorOf('MaxCents')}
          />
        </>
      ) : (
        <MoneyField
          id="AmountCents"
          label={t('form.amount')}
          value={props.amount}
          onChange={props.onAmount}
          error={errorOf('AmountCents')}
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
        {/* A per-unit pledge's amount is known only from the results: its fee is added to the charge then. */}
        {!props.perUnit && props.amount && props.amount > 0
          ? t('form.coversFees', { amount: formatMoney(feeCoverCents(props.amount)) })
          : t('form.coversFeesOfCharge')}
      </label>
    </>
  );
}

export type Donor = { FirstName: string; LastName: string; Email: string; Phone: string };

/** The labels of the donor's fields, by the request's field name, for the form's error summary. */
export const donorFieldLabels = (t: (key: string) => string): Record<string, string> => ({
  'Donor.FirstName': t('form.firstName'),
  'Donor.LastName': t('form.lastName'),
  'Donor.Email': t('form.email'),
  'Donor.Phone': t('form.phone'),
});

/** Who gives: the donor section, whose e-mail address gets the receipt. */
export function DonorFields({
  donor,
  onChange,
  errors,
}: {
  donor: Donor;
  onChange: (donor: Donor) => void;
  errors: FieldErrors;
}) {
  const { t, messageText } = useTexts();
  const labels = donorFieldLabels(t);
  const field = (name: keyof Donor, type: string, autoComplete: string, required: boolean) => {
    const id = fieldIdOf(`Donor.${name}`);
    const error = errors[`Donor.${name}`];
    return (
      <Field
        id={id}
        label={labels[`Donor.${name}`] ?? name}
        hint={name === 'Email' ? t('form.emailHint') : undefined}
        error={error ? messageText(error) : undefined}
        required={required}
      >
        {(described) => (
          <input
            id={id}
            className="input"
            {...described}
            type={type}
            autoComplete={autoComplete}
            required={required}
            value={donor[name]}
            onChange={(event) => onChange({ ...donor, [name]: event.currentTarget.value })}
          />
        )}
      </Field>
    );
  };
  return (
    <>
      <h2>{t('form.donor')}</h2>
      <div className="pair">
        {field('FirstName', 'text', 'given-name', true)}
        {field('LastName', 'text', 'family-name', true)}
      </div>
      {field('Email', 'email', 'email', true)}
      {field('Phone', 'tel', 'tel', false)}
    </>
  );
}
