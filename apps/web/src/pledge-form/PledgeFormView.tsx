import type { PledgeAnswer, PledgeForm } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { useEffect, useRef, useState } from 'react';
import { AppError } from '../api/app-error';
import { ErrorSummary } from '../ui/ErrorSummary';
import { useRefusal } from '../ui/use-refusal';
import { type CaptchaAnswer, CaptchaPart } from './captcha';
import { CardPart, useCard } from './card';
import {
  AmountFields,
  type Donor,
  DonorFields,
  donorFieldLabels,
  type FieldErrors,
  Suggested,
} from './fields';
import { problemsBeforeSending, refusalMessage, summaryProblems } from './form-checks';
import { ParticipantPicker, type Pickable } from './participant-picker';
import { PledgePreview, Problem, Thanks } from './parts';
import { pledgeAmountProblem, pledgeTermsOf, previewPledge } from './pledge-preview';
import { needsNewSubmission, submitWithCardCheck } from './submit-with-card-check';
import { formHeading } from './texts';
import { keepTypedBeforeHydration } from './typed-before-hydration';
import { useTexts } from './use-texts';

/** The form itself: whom to give to, how much, who gives, and the card; then the thanks. */
export function PledgeFormView({
  form,
  pickable,
  onPick,
}: {
  form: PledgeForm;
  /** Whom a signed-in participant, parent or staff member may enter this pledge for. */
  pickable: Pickable;
  onPick: (participantId: string) => void;
}) {
  const { t, formatMoney, messageText, language } = useTexts();
  const heading = formHeading(t, form);
  useEffect(() => {
    document.title = `${heading} · PledgeThon`;
  }, [heading]);
  const picking = pickable.length > 0;
  const [toThonChoice, setToThon] = useState<boolean | null>(null);
  const toThon = toThonChoice ?? (form.Participant === null && !picking);
  // Until the donor chooses, the defaults follow the picker's list, which may arrive after the form.
  const [kindChoice, setKind] = useState<'per_unit' | 'flat' | null>(null);
  const kind =
    kindChoice ?? (form.FlatDonationsOnly || (!form.Participant && !picking) ? 'flat' : 'per_unit');
  const [rate, setRate] = useState<number | null>(form.SuggestedPerUnitCents[2] ?? null);
  const [max, setMax] = useState<number | null>(null);
  const [amount, setAmount] = useState<number | null>(form.SuggestedFlatCents[3] ?? null);
  const [coversFees, setCoversFees] = useState(false);
  const [donor, setDonor] = useState<Donor>({ FirstName: '', LastName: '', Email: '', Phone: '' });
  const card = useCard(form.Payments);
  const [sending, setSending] = useState(false);
  // Drawn by the server, the form sends nothing until its script runs: a tap before then would reload
  // the page and lose what was typed (decision 157).
  const [ready, setReady] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    let shown = true;
    const form = formElement.current;
    (form ? keepTypedBeforeHydration(form, () => shown) : Promise.resolve()).then(
      () => shown && setReady(true),
    );
    return () => {
      shown = false;
    };
  }, []);
  const { refusal: failure, refuse, settle } = useRefusal();
  // Asked for by the server after repeated declined cards; each refused submission needs a new one.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null);
  const [answer, setAnswer] = useState<PledgeAnswer | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const perUnit = kind === 'per_unit' && !toThon;
  const terms = pledgeTermsOf(perUnit, { rate, max, amount });
  const preview = previewPledge(form, terms, coversFees);
  const problem = pledgeAmountProblem(form, terms);
  const unit = form.UnitName;
  const chargedCents = preview?.split.chargedCents ?? amount;

  // What the form shows at each field: the last refusal's, and the amount's rule as the donor types.
  const fieldErrors: FieldErrors = {
    ...failure?.fields,
    ...(problem && { [problem.field]: problem.message }),
  };
  // The fields the form shows, in its order: the summary links to those that must change.
  const fieldLabels: Record<string, string> = {
    ...(picking && !toThon && { ParticipantId: t('form.participant') }),
    ...(!form.FlatDonationsOnly && !toThon && { Kind: t('form.kind') }),
    ...(perUnit
      ? { RateCents: t('form.rate', { unit }), MaxCents: t('form.max') }
      : { AmountCents: t('form.amount') }),
    ...donorFieldLabels(t),
    PaymentMethod: form.Payments.Provider === 'stripe' ? t('form.payment') : t('testCard.number'),
    ...(captchaRound > 0 && { CaptchaAnswer: t('captcha.answer') }),
  };
  // A field the donor changes no longer shows the last refusal's error.
  const settling =
    <T,>(field: string, set: (value: T) => void) =>
    (value: T) => {
      settle(field);
      set(value);
    };
  const onRate = settling('RateCents', setRate);
  const onAmount = settling('AmountCents', setAmount);
  const errorAt = (field: string) => {
    const text = fieldErrors[field];
    return text ? messageText(text) : null;
  };

  const submit = async () => {
    setSending(true);
    try {
      const paymentMethod = await card.paymentMethod();
      if (!paymentMethod) {
        const text = t('stripeCard.loading');
        throw new AppError(422, text, { PaymentMethod: text });
      }
      setAnswer(
        await submitWithCardCheck(card, {
          EventCode: form.EventCode,
          ParticipantId: toThon ? null : (form.Participant?.Id ?? null),
          ToThon: toThon,
          Kind: perUnit ? 'per_unit' : 'flat',
          RateCents: perUnit ? rate : null,
          MaxCents: perUnit && max ? max : null,
          AmountCents: perUnit ? null : amount,
          CoversFees: coversFees,
          Donor: { ...donor, Phone: donor.Phone.trim() || null },
          PaymentMethod: paymentMethod,
          IdempotencyKey: key,
          Language: language,
          ...captcha,
        }),
      );
    } catch (error) {
      const known = error instanceof AppError ? error : null;
      const captchaError = known?.fieldErrors.CaptchaAnswer ?? null;
      const firstAsked = captchaError !== null && captchaRound === 0;
      // When it is first asked for, nothing was answered wrong yet: the form says why it is there.
      if (firstAsked) refuse(t('captcha.intro'), {});
      else refuse(known?.message ?? messages.unexpectedError, known?.fieldErrors ?? {});
      if (captchaError || captchaRound > 0) setCaptchaRound((round) => round + 1);
      if (needsNewSubmission(error)) setKey(crypto.randomUUID());
    } finally {
      setSending(false);
    }
  };

  if (answer) return <Thanks form={form} answer={answer} email={donor.Email} name={donor.FirstName} />;

  return (
    <div className="page">
      <div className="intro">
        <h1>{heading}</h1>
        <p className="muted">
          {t('form.intro', { organization: form.OrganizationName, event: form.EventName })}
        </p>
        {form.FundsGoTo && <p className="small">{t('form.fundsGoTo', { fundsGoTo: form.FundsGoTo })}</p>}
      </div>
      {form.Closed ? (
        <Problem>{t('form.closed')}</Problem>
      ) : !form.TakesCards ? (
        <Problem>{t('form.notTakingCards')}</Problem>
      ) : (
        <form
          ref={formElement}
          noValidate
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (sending) return;
            const problems = problemsBeforeSending(form, {
              toThon,
              perUnit,
              terms,
              donor,
              unknownCard: card.unknownNumber ? t('testCard.unknown') : null,
            });
            if (Object.keys(problems).length > 0) refuse(refusalMessage(problems), problems);
            else void submit();
          }}
        >
          {(form.Participant || picking) && (
            <fieldset className="field">
              <legend className="label">{t('form.giveTo')}</legend>
              <label className="check">
                <input
                  className="tick"
                  type="radio"
                  name="give-to"
                  checked={!toThon}
                  onChange={() => setToThon(false)}
                />
                {form.Participant && !picking
                  ? t('form.toParticipant', { name: form.Participant.DisplayName })
                  : t('form.toPicked')}
              </label>
              <label className="check">
                <input
                  className="tick"
                  type="radio"
                  name="give-to"
                  checked={toThon}
                  onChange={() => setToThon(true)}
                />
                {t('form.toThon')}
              </label>
            </fieldset>
          )}
          {picking && !toThon && (
            <ParticipantPicker
              participants={pickable}
              value={form.Participant?.Id ?? null}
              onPick={(id) => {
                settle('ParticipantId');
                onPick(id);
              }}
              error={errorAt('ParticipantId')}
            />
          )}
          {!form.FlatDonationsOnly && !toThon && (
            <fieldset className="field">
              <legend className="label">{t('form.kind')}</legend>
              <div className="segments">
                {(['per_unit', 'flat'] as const).map((value, index) => (
                  <label key={value} className={kind === value ? 'segment chosen' : 'segment'}>
                    <input
                      id={index === 0 ? 'Kind' : undefined}
                      className="tick"
                      type="radio"
                      name="kind"
                      checked={kind === value}
                      onChange={() => setKind(value)}
                    />
                    {value === 'per_unit' ? t('form.perUnit', { unit }) : t('form.flat')}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <Suggested
            values={perUnit ? form.SuggestedPerUnitCents : form.SuggestedFlatCents}
            current={perUnit ? rate : amount}
            onPick={perUnit ? onRate : onAmount}
          />
          <AmountFields
            perUnit={perUnit}
            unit={unit}
            units={form.UnitNamePlural}
            maxUnits={form.MaxUnits}
            rate={rate}
            onRate={onRate}
            max={max}
            onMax={settling('MaxCents', setMax)}
            amount={amount}
            onAmount={onAmount}
            coversFees={coversFees}
            onCoversFees={setCoversFees}
            errors={fieldErrors}
          />
          <div aria-live="polite">
            {preview && <PledgePreview form={form} preview={preview} perUnit={perUnit} />}
          </div>
          <DonorFields
            donor={donor}
            onChange={(changed) => {
              for (const name of ['FirstName', 'LastName', 'Email', 'Phone'] as const)
                if (changed[name] !== donor[name]) settle(`Donor.${name}`);
              setDonor(changed);
            }}
            errors={fieldErrors}
          />
          <h2>{t('form.payment')}</h2>
          <p className="small">{perUnit ? t('form.perUnitCharge') : t('form.flatCharge')}</p>
          <CardPart
            card={{ ...card, setNumber: settling('PaymentMethod', card.setNumber) }}
            amountCents={perUnit ? null : chargedCents}
            error={errorAt('PaymentMethod')}
          />
          {captchaRound > 0 && (
            <CaptchaPart key={captchaRound} error={errorAt('CaptchaAnswer')} onAnswer={setCaptcha} />
          )}
          {failure && (
            <ErrorSummary
              key={failure.attempt}
              message={messageText(failure.message)}
              problems={summaryProblems(failure.fields, fieldLabels, messageText)}
            />
          )}
          <button
            type="submit"
            className={sending || !ready ? 'button large busy' : 'button large'}
            aria-busy={sending || !ready}
            disabled={!ready}
          >
            {perUnit || !chargedCents
              ? t('form.submit')
              : t('form.submitGift', { amount: formatMoney(chargedCents) })}
          </button>
        </form>
      )}
    </div>
  );
}
