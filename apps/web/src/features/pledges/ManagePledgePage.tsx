import '../../i18n/sections/pledges';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ManagedPledge } from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { baseLanguage, isSupportedLanguage } from '../../i18n/languages';
import { AmountFields } from '../../pledge-form/fields';
import { summaryProblems } from '../../pledge-form/form-checks';
import { pledgeAmountProblem, pledgeTermsOf } from '../../pledge-form/pledge-preview';
import { pledgeTexts } from '../../pledge-form/texts';
import { PledgeTextsProvider } from '../../pledge-form/use-texts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { FormProblem } from '../../ui/FormProblem';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/page-title';
import { useFormatMoney } from '../../ui/use-format-money';
import { useRefusal } from '../../ui/use-refusal';
import { CaptchaField } from '../contact/CaptchaField';
import { GuestShareCard } from '../sharing/GuestShareCard';
import { CardField, useCardMethod } from './CardField';
import { GivingStatements } from './GivingStatements';
import { cancelPledge, changePledge, getManagedPledge, payPledge } from './pledges.api';
import { usePayCaptcha } from './use-pay-captcha';
import { usePledgeMessageText } from './use-pledge-message-text';

/** A donor's own pledge, opened from the secret link of their receipt or payment request. */
export function ManagePledgePage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('pageTitles.managePledge'));
  const pledge = useQuery({ queryKey: ['managed-pledge', token], queryFn: () => getManagedPledge(token) });
  if (pledge.isPending) return <PageLoader />;
  if (pledge.isError)
    return (
      <Container size="sm" py="xl">
        <Title order={1}>{t('pageTitles.managePledge')}</Title>
        <FormProblem>{pledge.error.message}</FormProblem>
      </Container>
    );
  return <ManagedPledgeView token={token} pledge={pledge.data} />;
}

function ManagedPledgeView({ token, pledge }: { token: string; pledge: ManagedPledge }) {
  const { t, i18n } = useTranslation();
  const language = baseLanguage(i18n.language);
  const formTexts = useMemo(() => pledgeTexts(isSupportedLanguage(language) ? language : 'en'), [language]);
  const formatMoney = useFormatMoney();
  const messageText = usePledgeMessageText();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['managed-pledge', token] });
  const [rate, setRate] = useState(pledge.RateCents);
  const [max, setMax] = useState(pledge.MaxCents);
  const [amount, setAmount] = useState(pledge.AmountCents);
  const [coversFees, setCoversFees] = useState(pledge.CoversFees);
  const [confirming, setConfirming] = useState(false);
  // The pledge form's own rule: a change below the Thon's minimums is refused as the donor types.
  const amountProblem = pledgeAmountProblem(
    pledge,
    pledgeTermsOf(pledge.Kind === 'per_unit', { rate, max, amount }),
  );
  const changeRefusal = useRefusal();
  const card = useCardMethod(pledge.Payments);
  const change = useMutation({
    mutationFn: () =>
      changePledge(token, {
        Kind: pledge.Kind,
        RateCents: rate,
        MaxCents: max || null,
        AmountCents: amount,
        CoversFees: coversFees,
      }),
    onMutate: changeRefusal.clear,
    onSuccess: refresh,
    onError: (error) =>
      changeRefusal.refuse(error.message, error instanceof AppError ? error.fieldErrors : {}),
    meta: { showsOwnErrors: true },
  });
  const cancel = useMutation({
    mutationFn: () => cancelPledge(token),
    onSuccess: refresh,
    meta: { showsOwnErrors: true },
  });
  const captcha = usePayCaptcha();
  const pay = useMutation({
    mutationFn: async () => payPledge(token, (await card.paymentMethod()) ?? 'unknown', captcha.fields()),
    onSuccess: refresh,
    onError: captcha.failed,
    meta: { showsOwnErrors: true },
  });
  // A refused change is told beside its own button (the summary below), the others above the forms.
  const problem = cancel.error ?? pay.error;
  const changeErrors = {
    ...changeRefusal.refusal?.fields,
    ...(amountProblem && { [amountProblem.field]: amountProblem.message }),
  };
  const amountLabels: Record<string, string> =
    pledge.Kind === 'per_unit'
      ? {
          RateCents: formTexts.t('form.rate', { unit: pledge.UnitName }),
          MaxCents: formTexts.t('form.max'),
        }
      : { AmountCents: formTexts.t('form.amount') };
  // A gift charged when it was made: lowering or cancelling it refunds the difference.
  const paidGift = pledge.Kind === 'flat' && pledge.ChargeState === 'succeeded';
  const terms =
    pledge.Kind === 'flat'
      ? t('pledges.manage.flat', { amount: formatMoney(pledge.AmountCents ?? 0) })
      : t(pledge.MaxCents === null ? 'pledges.manage.perUnit' : 'pledges.manage.perUnitMax', {
          rate: formatMoney(pledge.RateCents ?? 0),
          unit: pledge.UnitName,
          max: formatMoney(pledge.MaxCents ?? 0),
        });

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('pledges.manage.heading', { event: pledge.EventName })}</Title>
        <Card withBorder radius="md" padding="md">
          <Text>
            {pledge.ParticipantName
              ? t('pledges.manage.for', { name: pledge.ParticipantName })
              : t('pledges.manage.forThon')}
          </Text>
          <Text fw={700}>{terms}</Text>
          <Text size="sm">{t('pledges.manage.status', { state: t(`pledges.states.${pledge.Status}`) })}</Text>
          {/* A gift given back in full is said by the refund line, not as "Paid". */}
          {pledge.ChargeState && !(pledge.PaidCents > 0 && pledge.RefundedCents === pledge.PaidCents) && (
            <Text size="sm">{t(`pledges.progress.${pledge.ChargeState}`)}</Text>
          )}
          {pledge.RefundedCents > 0 && (
            <Text size="sm" fw={600}>
              {t('pledges.manage.refunded', {
                refunded: formatMoney(pledge.RefundedCents),
                paid: formatMoney(pledge.PaidCents),
              })}
            </Text>
          )}
        </Card>
        {problem && <FormProblem>{messageText(problem.message)}</FormProblem>}
        {(change.data ?? cancel.data ?? pay.data) && (
          <Alert color="teal" role="status">
            {(pay.data ?? cancel.data ?? change.data)?.Message}
          </Alert>
        )}
        {pledge.AmountDueCents > 0 && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              pay.mutate();
            }}
          >
            <Stack gap="sm">
              <Text fw={600}>{t('pledges.manage.due', { amount: formatMoney(pledge.AmountDueCents) })}</Text>
              <CardField method={card} amountCents={pledge.AmountDueCents} />
              {captcha.asked && (
                <CaptchaField
                  kind={captcha.kind}
                  challenge={captcha.challenge.data}
                  refreshing={captcha.challenge.isFetching}
                  onRefresh={() => void captcha.challenge.refetch()}
                  onKindChange={captcha.setKind}
                  description={t('pledges.captcha.intro')}
                  value={captcha.answer}
                  onChange={(event) => captcha.setAnswer(event.currentTarget.value)}
                />
              )}
              <Button type="submit" loading={pay.isPending}>
                {t('pledges.manage.pay', { amount: formatMoney(pledge.AmountDueCents) })}
              </Button>
            </Stack>
          </form>
        )}
        {pledge.CanChange ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (amountProblem)
                changeRefusal.refuse(amountProblem.message, { [amountProblem.field]: amountProblem.message });
              else change.mutate();
            }}
          >
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('pledges.manage.change')}
              </Title>
              {paidGift && <Text size="sm">{t('pledges.manage.paidNote')}</Text>}
              <PledgeTextsProvider value={formTexts}>
                <AmountFields
                  perUnit={pledge.Kind === 'per_unit'}
                  unit={pledge.UnitName}
                  units={pledge.UnitNamePlural}
                  maxUnits={pledge.MaxUnits}
                  rate={rate}
                  onRate={setRate}
                  max={max}
                  onMax={setMax}
                  amount={amount}
                  onAmount={setAmount}
                  coversFees={coversFees}
                  onCoversFees={setCoversFees}
                  errors={changeErrors}
                />
              </PledgeTextsProvider>
              {changeRefusal.refusal && (
                <ErrorSummary
                  key={changeRefusal.refusal.attempt}
                  message={messageText(changeRefusal.refusal.message) ?? changeRefusal.refusal.message}
                  problems={summaryProblems(
                    changeRefusal.refusal.fields,
                    amountLabels,
                    formTexts.messageText,
                  )}
                />
              )}
              <Group>
                <Button type="submit" loading={change.isPending}>
                  {t('pledges.manage.save')}
                </Button>
                <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                  {t('pledges.manage.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          pledge.AmountDueCents === 0 && <Text c="gray.7">{t('pledges.manage.locked')}</Text>
        )}
        {/* While the pledge can change, its Thon is still collecting: the donor may bring friends. */}
        {pledge.CanChange && pledge.ParticipantName && (
          <GuestShareCard token={token} participantName={pledge.ParticipantName} />
        )}
        <GivingStatements token={token} years={pledge.StatementYears} />
        <ConfirmDialog
          opened={confirming}
          title={t('pledges.manage.cancelTitle')}
          confirmLabel={t('pledges.manage.confirmCancel')}
          cancelLabel={t('pledges.manage.keep')}
          onClose={() => setConfirming(false)}
          onConfirm={() => cancel.mutate()}
          body={t(paidGift ? 'pledges.manage.cancelPaidBody' : 'pledges.manage.cancelBody')}
        />
      </Stack>
    </Container>
  );
}
