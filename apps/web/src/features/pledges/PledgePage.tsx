import '../../i18n/sections/pledges';
import {
  Button,
  Card,
  Container,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { PledgeAnswer, PledgeForm } from '@pledgethon/contracts';
import type { PledgeTerms } from '@pledgethon/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/page-title';
import { useFormatMoney } from '../../ui/use-format-money';
import { PledgeAmountFields } from './PledgeAmountFields';
import { previewPledge } from './pledge-preview';
import { getPledgeForm, submitPledge } from './pledges.api';

// The card part loads only when the form is shown (the donor path's size budget).
const TestCardField = lazy(async () => ({ default: (await import('./TestCardField')).TestCardField }));
const loadCardMapping = async () => (await import('./TestCardField')).testPaymentMethod;

/** The pledge form: /event/{eventCode}/pledge, with ?participant={participantId} from their page. */
export function PledgePage() {
  const { eventCode = '' } = useParams();
  const [search] = useSearchParams();
  const participantId = search.get('participant');
  const form = useQuery({
    queryKey: ['pledge-form', eventCode.toLowerCase(), participantId],
    queryFn: () => getPledgeForm(eventCode, participantId),
  });
  if (form.isPending) return <PageLoader />;
  if (form.isError)
    return (
      <Container py="xl">
        <FormProblem>{form.error.message}</FormProblem>
      </Container>
    );
  return <PledgeFormView form={form.data} />;
}

function PledgeFormView({ form }: { form: PledgeForm }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const messageText = useMessageText();
  const heading = form.Participant
    ? t('pledges.form.heading', { name: form.Participant.DisplayName })
    : t('pledges.form.headingThon', { event: form.EventName });
  usePageTitle(heading);
  const [toThon, setToThon] = useState(form.Participant === null);
  const [kind, setKind] = useState<'per_unit' | 'flat'>(
    form.FlatDonationsOnly || !form.Participant ? 'flat' : 'per_unit',
  );
  const [rate, setRate] = useState<number | null>(form.SuggestedPerUnitCents[2] ?? null);
  const [max, setMax] = useState<number | null>(null);
  const [amount, setAmount] = useState<number | null>(form.SuggestedFlatCents[3] ?? null);
  const [coversFees, setCoversFees] = useState(false);
  const [donor, setDonor] = useState({ FirstName: '', LastName: '', Email: '', Phone: '' });
  const [card, setCard] = useState('');
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
  const unit = form.UnitName;

  const submit = useMutation({
    mutationFn: async () => {
      const paymentMethod = (await loadCardMapping())(card);
      if (!paymentMethod)
        throw new AppError(422, t('pledges.testCard.unknown'), { card: t('pledges.testCard.unknown') });
      return submitPledge({
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
  const field = (name: keyof typeof donor) => ({
    value: donor[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDonor({ ...donor, [name]: event.currentTarget.value }),
  });

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
              submit.mutate();
            }}
          >
            <Stack gap="md">
              {submit.error && !cardError && <FormProblem>{messageText(submit.error.message)}</FormProblem>}
              {form.Participant && (
                <Radio.Group
                  label={t('pledges.form.giveTo')}
                  value={toThon ? 'thon' : 'participant'}
                  onChange={(value) => setToThon(value === 'thon')}
                >
                  <Stack gap="xs" mt={4}>
                    <Radio
                      value="participant"
                      label={t('pledges.form.toParticipant', { name: form.Participant.DisplayName })}
                    />
                    <Radio value="thon" label={t('pledges.form.toThon')} />
                  </Stack>
                </Radio.Group>
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
              <Title order={2} size="h4">
                {t('pledges.form.donor')}
              </Title>
              <Group grow align="flex-start">
                <TextInput
                  label={t('pledges.form.firstName')}
                  autoComplete="given-name"
                  required
                  {...field('FirstName')}
                />
                <TextInput
                  label={t('pledges.form.lastName')}
                  autoComplete="family-name"
                  required
                  {...field('LastName')}
                />
              </Group>
              <TextInput
                type="email"
                label={t('pledges.form.email')}
                description={t('pledges.form.emailHint')}
                autoComplete="email"
                required
                {...field('Email')}
              />
              <TextInput type="tel" label={t('pledges.form.phone')} autoComplete="tel" {...field('Phone')} />
              <Title order={2} size="h4">
                {t('pledges.form.payment')}
              </Title>
              <Text size="sm">
                {perUnit ? t('pledges.form.perUnitCharge') : t('pledges.form.flatCharge')}
              </Text>
              <Suspense fallback={<PageLoader />}>
                <TestCardField value={card} onChange={setCard} error={cardError} />
              </Suspense>
              <Button type="submit" size="md" loading={submit.isPending}>
                {perUnit || !amount
                  ? t('pledges.form.submit')
                  : t('pledges.form.submitGift', {
                      amount: formatMoney(preview?.split.chargedCents ?? amount),
                    })}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}

function Suggested({
  values,
  current,
  onPick,
}: {
  values: number[];
  current: number | null;
  onPick: (cents: number) => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('pledges.form.suggested')}
      </Text>
      <Group gap="xs">
        {values.map((cents) => (
          <Button
            key={cents}
            variant={current === cents ? 'filled' : 'default'}
            aria-pressed={current === cents}
            onClick={() => onPick(cents)}
          >
            {formatMoney(cents)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function Thanks({
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
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="xl" role="status">
        <Stack gap="sm">
          <Title order={1}>{t('pledges.form.thanks', { name })}</Title>
          <Text fw={600}>{answer.Message}</Text>
          <Text>
            {answer.ChargedCents === null
              ? t('pledges.form.thanksPerUnit', { email })
              : t('pledges.form.thanksFlat', { amount: formatMoney(answer.ChargedCents), email })}
          </Text>
          <Button component="a" href={`/event/${encodeURIComponent(form.EventCode)}`} variant="light">
            {form.EventName}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
