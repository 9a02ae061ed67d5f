import type { BrowserPaymentsInfo } from '@pledgethon/contracts';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { PageLoader } from '../../ui/PageLoader';
import type { StripeCard } from './stripe-element';

// The card part loads only when a page shows it, and Stripe's only when the server says Stripe takes
// the cards.
const TestCardField = lazy(async () => ({ default: (await import('./TestCardField')).TestCardField }));
const StripeCardField = lazy(async () => ({ default: (await import('./StripeCardField')).StripeCardField }));
const loadCardMapping = async () => (await import('./test-cards')).testPaymentMethod;

/**
 * The card of a donor's payment of what is due, whichever provider takes it: the test card number
 * (mapped to its test method in the browser) or Stripe's Payment Element. `paymentMethod` answers the
 * method to send, or null when the test card number is not one of the test cards.
 */
export function useCardMethod(payments: BrowserPaymentsInfo) {
  const [card, setCard] = useState('');
  const stripeCard = useRef<StripeCard | null>(null);
  const onStripeReady = useCallback((ready: StripeCard) => {
    stripeCard.current = ready;
  }, []);
  const paymentMethod = async (): Promise<string | null> => {
    if (payments.Provider === 'stripe') return stripeCard.current ? stripeCard.current.create() : null;
    return (await loadCardMapping())(card);
  };
  return { payments, card, setCard, onStripeReady, paymentMethod };
}

export function CardField({
  method,
  amountCents,
}: {
  method: ReturnType<typeof useCardMethod>;
  /** A payment now of this amount; null saves the card for charging after the results. */
  amountCents: number | null;
}) {
  const { payments } = method;
  return (
    <Suspense fallback={<PageLoader />}>
      {payments.Provider === 'stripe' ? (
        <StripeCardField
          publishableKey={payments.PublishableKey}
          amountCents={amountCents}
          onReady={method.onStripeReady}
        />
      ) : (
        <TestCardField value={method.card} onChange={method.setCard} />
      )}
    </Suspense>
  );
}
