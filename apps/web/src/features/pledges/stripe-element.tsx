import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect } from 'react';
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

/** The words the element's errors use, in the page's language. */
export type StripeTexts = { loading: string; invalid: string };

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

function Collector({ onReady, texts }: { onReady: (card: StripeCard) => void; texts: StripeTexts }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    onReady({
      create: async () => {
        if (!stripe || !elements) throw new AppError(503, texts.loading);
        const checked = await elements.submit();
        if (checked.error) throw new AppError(422, checked.error.message ?? texts.invalid);
        const made = await stripe.createPaymentMethod({ elements });
        if (made.error) throw new AppError(422, made.error.message ?? texts.invalid);
        return made.paymentMethod.id;
      },
      handleNextAction: async (clientSecret) => {
        if (!stripe) throw new AppError(503, texts.loading);
        await stripe.handleNextAction({ clientSecret });
      },
    });
  }, [stripe, elements, onReady, texts]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

/**
 * Stripe's Payment Element (decision 064), for the pledge form and a donor's own pledge page alike: the
 * card is typed into Stripe's own frame and becomes a payment method there, so its number never reaches
 * our server. A gift is collected for a payment of its amount, a per-unit pledge for a card saved to
 * be charged after the results.
 */
export function StripeElement({
  publishableKey,
  amountCents,
  locale,
  texts,
  onReady,
}: {
  publishableKey: string;
  /** The gift's amount; null saves the card for later (a per-unit pledge). */
  amountCents: number | null;
  locale: 'en' | 'es';
  texts: StripeTexts;
  onReady: (card: StripeCard) => void;
}) {
  const options =
    amountCents === null
      ? { mode: 'setup' as const, currency: 'usd', setupFutureUsage: 'off_session' as const }
      : // Stripe needs an amount to show the field; the form refuses gifts under the minimum itself.
        { mode: 'payment' as const, currency: 'usd', amount: Math.max(amountCents, 100) };
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ ...options, paymentMethodCreation: 'manual', locale }}
    >
      <Collector onReady={onReady} texts={texts} />
    </Elements>
  );
}
