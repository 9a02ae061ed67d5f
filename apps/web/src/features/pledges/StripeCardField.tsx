import '../../i18n/sections/pledges';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type StripeCard, StripeElement } from './stripe-element';

/** Stripe's Payment Element with the note that the card goes straight to Stripe. */
export function StripeCardField({
  publishableKey,
  amountCents,
  onReady,
}: {
  publishableKey: string;
  /** The gift's amount; null saves the card for later (a per-unit pledge). */
  amountCents: number | null;
  onReady: (card: StripeCard) => void;
}) {
  const { t, i18n } = useTranslation();
  const texts = useMemo(
    () => ({ loading: t('pledges.stripeCard.loading'), invalid: t('pledges.stripeCard.invalid') }),
    [t],
  );
  return (
    <Stack gap={4}>
      <StripeElement
        publishableKey={publishableKey}
        amountCents={amountCents}
        locale={i18n.language.startsWith('es') ? 'es' : 'en'}
        texts={texts}
        onReady={onReady}
      />
      <Text size="xs" c="gray.7">
        {t('pledges.stripeCard.secure')}
      </Text>
    </Stack>
  );
}
