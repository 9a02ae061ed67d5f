import '../../i18n/sections/pledges';
import { Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../api/app-error';

/**
 * What the Payment Element gives its form: `create` makes the payment method from what the donor typed
 * into Stripe's own field and answers its id; `handleNextAction` runs the bank's own check (3-D Secure)
 * of an intent the server confirmed, in Stripe's own window (decision 100). Its outcome is read by the
 * server from Stripe, so an error here is only shown through the server's answer.
 */
export type StripeCard = {
  create: () => Promise<string>;
  handleNextAction: (clientSecret: string) => Promise<void>;
};

// One Stripe.js per publishable key for the page's life, loaded from Stripe only when this chunk is.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

function Collector({ onReady }: { onReady: (card: StripeCard) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const { t } = useTranslation();
  useEffect(() => {
    onReady({
      create: async () => {
        if (!stripe || !elements) throw new AppError(503, t('pledges.stripeCard.loading'));
        const checked = await elements.submit();
        if (checked.error) throw new AppError(422, checked.error.message ?? t('pledges.stripeCard.invalid'));
        const made = await stripe.createPaymentMethod({ elements });
        if (made.error) throw new AppError(422, made.error.message ?? t('pledges.stripeCard.invalid'));
        return made.paymentMethod.id;
      },
      handleNextAction: async (clientSecret) => {
        if (!stripe) throw new AppError(503, t('pledges.stripeCard.loading'));
        await stripe.handleNextAction({ clientSecret });
      },
    });
  }, [stripe, elements, onReady, t]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

/**
 * Stripe's Payment Element (decision 064): the card is typed into Stripe's own frame and becomes a
 * payment method there, so its number never reaches our server. A gift is collected for a payment of
 * its amount, a per-unit pledge for a card saved to be charged after the results.
 */
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
  const locale = i18n.language.startsWith('es') ? 'es' : 'en';
  const options =
    amountCents === null
      ? { mode: 'setup' as const, currency: 'usd', setupFutureUsage: 'off_session' as const }
      : // Stripe needs an amount to show the field; the form refuses gifts under the minimum itself.
        { mode: 'payment' as const, currency: 'usd', amount: Math.max(amountCents, 100) };
  return (
    <Stack gap={4}>
      <Elements
        stripe={stripeFor(publishableKey)}
        options={{ ...options, paymentMethodCreation: 'manual', locale }}
      >
        <Collector onReady={onReady} />
      </Elements>
      <Text size="xs" c="gray.7">
        {t('pledges.stripeCard.secure')}
      </Text>
    </Stack>
  );
}
