import type { PledgeAnswer, PledgeForm, PledgeParticipants } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { useEffect, useState } from 'react';
import { AppError } from '../api/app-error';
import { type CaptchaAnswer, CaptchaPart } from './captcha';
import { CardPart, useCard } from './card';
import { AmountFields, type Donor, DonorFields, Suggested } from './fields';
import { PledgePreview, Problem, Thanks } from './parts';
import { pledgeAmountProblem, pledgeTermsOf, previewPledge } from './pledge-preview';
import { needsNewSubmission, submitWithCardCheck } from './submit-with-card-check';
import { formHeading } from './texts';
import { useTexts } from './use-texts';

type Pickable = PledgeParticipants['Participants'];

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
  const { t, formatMoney, messageText } = useTexts();
  const heading = formHeading(t, form);
  useEffect(() => {
    document.title = `${heading} · PledgeThon`;
  }, [heading]);
  const picking = pickable.length > 0;
  const [toThonChoice, setToThon] = useState<boolean | null>(null);
  const toThon = toThonChoice ?? (form.Participant === null && !picking);
  const [pickError, setPickError] = useState<string | null>(null);
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
  const [failure, setFailure] = useState<{
    message: string;
    card: string | null;
    captcha: string | null;
  } | null>(null);
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

  const submit = async () => {
    setSending(true);
    setFailure(null);
    try {
      const paymentMethod = await card.paymentMethod();
      if (!paymentMethod) {
        const text = t(form.Payments.Provider === 'stripe' ? 'stripeCard.loading' : 'testCard.unknown');
        throw new AppError(422, text, { card: text });
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
          ...captcha,
        }),
      );
    } catch (error) {
      const known = error instanceof AppError ? error : null;
      const captchaError = known?.fieldErrors.CaptchaAnswer ?? null;
      const firstAsked = captchaError !== null && captchaRound === 0;
      setFailure({
        // When it is first asked for, nothing was answered wrong yet: the form says why it is there.
        message: firstAsked ? t('captcha.intro') : (known?.message ?? messages.unexpectedError),
        card: known?.fieldErrors.card ?? null,
        captcha: firstAsked ? null : captchaError,
      });
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
      ) : (
        <form
          noValidate
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (sending) return;
            if (!toThon && !form.Participant) setPickError(messages.participantMustBeSelected);
            else if (!problem) void submit();
          }}
        >
          {failure && !failure.card && !failure.captcha && <Problem>{messageText(failure.message)}</Problem>}
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
                setPickError(null);
                onPick(id);
              }}
              error={pickError ? messageText(pickError) : null}
            />
          )}
          {!form.FlatDonationsOnly && !toThon && (
            <fieldset className="field">
              <legend className="label">{t('form.kind')}</legend>
              <div className="segments">
                {(['per_unit', 'flat'] as const).map((value) => (
                  <label key={value} className={kind === value ? 'segment chosen' : 'segment'}>
                    <input
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
            onPick={perUnit ? setRate : setAmount}
          />
          <AmountFields
            perUnit={perUnit}
            unit={unit}
            units={form.UnitNamePlural}
            maxUnits={form.MaxUnits}
            feeCoverCents={form.FeeCoverCents}
            rate={rate}
            onRate={setRate}
            max={max}
            onMax={setMax}
            amount={amount}
            onAmount={setAmount}
            coversFees={coversFees}
            onCoversFees={setCoversFees}
            problem={problem}
          />
          <div aria-live="polite">
            {preview && <PledgePreview form={form} preview={preview} perUnit={perUnit} />}
          </div>
          <DonorFields donor={donor} onChange={setDonor} />
          <h2>{t('form.payment')}</h2>
          <p className="small">{perUnit ? t('form.perUnitCharge') : t('form.flatCharge')}</p>
          <CardPart
            card={card}
            amountCents={perUnit ? null : chargedCents}
            error={failure?.card ? messageText(failure.card) : null}
          />
          {captchaRound > 0 && (
            <CaptchaPart
              key={captchaRound}
              error={failure?.captcha ? messageText(failure.captcha) : null}
              onAnswer={setCaptcha}
            />
          )}
          <button
            type="submit"
            className={sending ? 'button large busy' : 'button large'}
            aria-busy={sending}
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

/**
 * The participant a pledge entered for a donor goes to, among those the signed-in caller may choose:
 * the browser's own list, searchable by typing and native on phones.
 */
function ParticipantPicker(props: {
  participants: Pickable;
  value: string | null;
  onPick: (participantId: string) => void;
  error: string | null;
}) {
  const { t } = useTexts();
  return (
    <div className="field">
      <label htmlFor="participant">
        {t('form.participant')}
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p className="hint" id="participant-hint">
        {t('form.participantHint')}
      </p>
      <select
        id="participant"
        className="input"
        required
        value={props.value ?? ''}
        onChange={(event) => event.currentTarget.value && props.onPick(event.currentTarget.value)}
        aria-describedby={props.error ? 'participant-hint participant-error' : 'participant-hint'}
        aria-invalid={props.error ? true : undefined}
      >
        <option value="" disabled hidden>
          {t('form.participant')}
        </option>
        {props.participants.map((participant) => (
          <option key={participant.Id} value={participant.Id}>
            {participant.TeamName ? `${participant.Name} (${participant.TeamName})` : participant.Name}
          </option>
        ))}
      </select>
      {props.error && (
        <p className="error" id="participant-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
