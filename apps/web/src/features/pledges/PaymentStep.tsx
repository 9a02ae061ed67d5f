import '../../i18n/sections/pledges';
import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';
import { CardField, type useCardMethod } from './CardField';

/** The pledge form's last step: what the card is for, the card itself, and the button that pays. */
export function PaymentStep({
  card,
  perUnit,
  chargedCents,
  error,
  sending,
}: {
  card: ReturnType<typeof useCardMethod>;
  perUnit: boolean;
  /** What a gift charges now, fee cover included; null before an amount is chosen. */
  chargedCents: number | null;
  error: string | null;
  sending: boolean;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <>
      <Title order={2} size="h4">
        {t('pledges.form.payment')}
      </Title>
      <Text size="sm">{perUnit ? t('pledges.form.perUnitCharge') : t('pledges.form.flatCharge')}</Text>
      <CardField method={card} amountCents={perUnit ? null : chargedCents} error={error} />
      <Button type="submit" size="md" loading={sending}>
        {perUnit || !chargedCents
          ? t('pledges.form.submit')
          : t('pledges.form.submitGift', { amount: formatMoney(chargedCents) })}
      </Button>
    </>
  );
}
