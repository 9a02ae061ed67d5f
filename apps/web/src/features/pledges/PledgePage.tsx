import '../../i18n/sections/pledges';
import { Card, Container, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { PledgeForm, PledgeParticipants } from '@pledgethon/contracts';
import { messages, type PledgeTerms } from '@pledgethon/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/page-title';
import { useFormatMoney } from '../../ui/use-format-money';
import { useSessionContext } from '../auth/session-context';
import { useCardMethod } from './CardField';
import { type Donor, DonorFields } from './DonorFields';
import { PaymentStep } from './PaymentStep';
import { PledgeAmountFields } from './PledgeAmountFields';
import { Suggested, Thanks } from './PledgeFormParts';
import { pledgeProblem, previewPledge } from './pledge-preview';
import { getPledgeForm, usePledgeParticipants } from './pledges.api';
import { submitWithCardCheck } from './submit-with-card-check';

const ParticipantPicker = lazy(async () => ({
  default: (await import('./ParticipantPicker')).ParticipantPicker,
}));

type Pickable = PledgeParticipants['Participants'];

/**
 * The pledge form: /event/{eventCode}/pledge, with ?participant={participantId} from their page; a
 * parent's page passes the Thon's code itself.
 */
export function PledgePage(props: { eventCode?: string }) {
  const params = useParams();
  const eventCode = props.eventCode ?? params.eventCode ?? '';
  const [search, setSearch] = useSearchParams();
  const participantId = search.get('participant');
  const form = useQuery({
    queryKey: ['pledge-form', eventCode.toLowerCase(), participantId],
    queryFn: () => getPledgeForm(eventCode, participantId),
    // A participant picked for a donor reloads the form without losing what was typed.
    placeholderData: keepPreviousData,
  });
  const signedIn = Boolean(useSessionContext().data);
  const pickable = usePledgeParticipants(eventCode, signedIn).data ?? [];
  if (form.isPending) return <PageLoader />;
  if (form.isError)
    return (
      <Container py="xl">
        <FormProblem>{form.error.message}</FormProblem>
      </Container>
    );
  return (
    <PledgeFormView
      form={form.data}
      pickable={pickable}
      onPick={(id) => setSearch({ participant: id }, { replace: true })}
    />
  );
}

function PledgeFormView({
  form,
  pickable,
  onPick,
}: {
  form: PledgeForm;
  /** Whom a signed-in participant, parent or staff member may enter this pledge for. */
  pickable: Pickable;
  onPick: (participantId: string) => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const messageText = useMessageText();
  const heading = form.Participant
    ? t('pledges.form.heading', { name: form.Participant.DisplayName })
    : t('pledges.form.headingThon', { event: form.EventName });
  usePageTitle(heading);
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
  const card = useCardMethod(form.Payments);
  const [cardError, setCardError] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const perUnit = kind === 'per_unit' && !toThon;
  const terms: PledgeTerms | null = perUnit
    ? rate && rate > 0
      ? { kind: 'per_unit', rateCents: rate, donorMaxCents: max && max > 0 ? max : null }
      : null
    : amount && amount > 0
      ? { kind: 'flat', amountCents: amount }
      : null;
  const preview = previewPledge(form, terms, coversFees);
  const problem = pledgeProblem(form, terms);
  const unit = form.UnitName;

  const submit = useMutation({
    mutationFn: async () => {
      const paymentMethod = await card.paymentMethod();
      if (!paymentMethod) {
        const text = t(
          form.Payments.Provider === 'stripe' ? 'pledges.stripeCard.loading' : 'pledges.testCard.unknown',
        );
        throw new AppError(422, text, { card: text });
      }
      return submitWithCardCheck(card, {
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
      });
    },
    meta: { showsOwnErrors: true },
    onError: (error) => {
      setCardError(error instanceof AppError ? (error.fieldErrors.card ?? null) : null);
      // A refused submission is answered; the next try is a new one. A lost answer keeps its key.
      if (error instanceof AppError && error.status >= 400) setKey(crypto.randomUUID());
    },
  });

  if (submit.data)
    return <Thanks form={form} answer={submit.data} email={donor.Email} name={donor.FirstName} />;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{heading}</Title>
          <Text c="gray.7">
            {t('pledges.form.intro', { organization: form.OrganizationName, event: form.EventName })}
          </Text>
          {form.FundsGoTo && (
            <Text size="sm">{t('pledges.form.fundsGoTo', { fundsGoTo: form.FundsGoTo })}</Text>
          )}
        </Stack>
        {form.Closed ? (
          <FormProblem>{t('pledges.form.closed')}</FormProblem>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!toThon && !form.Participant) setPickError(messages.participantMustBeSelected);
              else if (!problem) submit.mutate();
            }}
          >
            <Stack gap="md">
              {submit.error && !cardError && <FormProblem>{messageText(submit.error.message)}</FormProblem>}
              {(form.Participant || picking) && (
                <Radio.Group
                  label={t('pledges.form.giveTo')}
                  value={toThon ? 'thon' : 'participant'}
                  onChange={(value) => setToThon(value === 'thon')}
                >
                  <Stack gap="xs" mt={4}>
                    <Radio
                      value="participant"
                      label={
                        form.Participant && !picking
                          ? t('pledges.form.toParticipant', { name: form.Participant.DisplayName })
                          : t('pledges.form.toPicked')
                      }
                    />
                    <Radio value="thon" label={t('pledges.form.toThon')} />
                  </Stack>
                </Radio.Group>
              )}
              {picking && !toThon && (
                <Suspense fallback={<PageLoader />}>
                  <ParticipantPicker
                    participants={pickable}
                    value={form.Participant?.Id ?? null}
                    onPick={(id) => {
                      setPickError(null);
                      onPick(id);
                    }}
                    error={messageText(pickError ?? undefined) ?? null}
                  />
                </Suspense>
              )}
              {!form.FlatDonationsOnly && !toThon && (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="pledge-kind">
                    {t('pledges.form.kind')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="pledge-kind"
                    value={kind}
                    onChange={(value) => setKind(value as 'per_unit' | 'flat')}
                    data={[
                      { value: 'per_unit', label: t('pledges.form.perUnit', { unit }) },
                      { value: 'flat', label: t('pledges.form.flat') },
                    ]}
                  />
                </Stack>
              )}
              <Suggested
                values={perUnit ? form.SuggestedPerUnitCents : form.SuggestedFlatCents}
                current={perUnit ? rate : amount}
                onPick={perUnit ? setRate : setAmount}
              />
              <PledgeAmountFields
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
              {preview && (
                <Card withBorder radius="md" padding="md" aria-live="polite">
                  {perUnit && (
                    <Text>
                      {t('pledges.form.expected', {
                        count: form.ExpectedUnits,
                        units: form.UnitNamePlural,
                        amount: formatMoney(preview.expected),
                      })}
                    </Text>
                  )}
                  <Text fw={700}>{t('pledges.form.atMost', { amount: formatMoney(preview.maximum) })}</Text>
                  <Text size="sm" c="gray.7">
                    {t('pledges.form.share', {
                      amount: formatMoney(preview.split.organizationCents),
                      percent: preview.percent,
                      organization: form.OrganizationName,
                      fee: formatMoney(preview.split.processingFeeCents),
                    })}
                  </Text>
                </Card>
              )}
              <DonorFields donor={donor} onChange={setDonor} />
              <PaymentStep
                card={card}
                perUnit={perUnit}
                chargedCents={preview?.split.chargedCents ?? amount}
                error={cardError}
                sending={submit.isPending}
              />
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
