import type { BrowserPaymentsInfo } from '@pledgethon/contracts';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { PageLoader } from '../../ui/PageLoader';
import type { CreatePaymentMethod } from './StripeCardField';

// The card part loads only when a form shows it (the donor path's size budget), and Stripe's only
// when the server says Stripe takes the cards.
const TestCardField = lazy(async () => ({ default: (await import('./TestCardField')).TestCardField }));
const StripeCardField = lazy(async () => ({ default: (await import('./StripeCardField')).StripeCardField }));
const loadCardMapping = async () => (await import('./TestCardField')).testPaymentMethod;

/**
 * The card of a pledge or payment form, whichever provider takes it: the test card number (mapped
 * to its test method in the browser) or Stripe's Payment Element. `paymentMethod` answers the method
 * to send, or null when the test card number is not one of the test cards.
 */
export function useCardMethod(payments: BrowserPaymentsInfo) {
  const [card, setCard] = useState('');
  const stripeCreate = useRef<CreatePaymentMethod | null>(null);
  const onStripeReady = useCallback((create: CreatePaymentMethod) => {
    stripeCreate.current = create;
  }, []);
  const paymentMethod = async (): Promise<string | null> => {
    if (payments.Provider === 'stripe') return stripeCreate.current ? stripeCreate.current() : null;
    return (await loadCardMapping())(card);
  };
  return { payments, card, setCard, onStripeReady, paymentMethod };
}

export function CardField({
  method,
  amountCents,
  error,
}: {
  method: ReturnType<typeof useCardMethod>;
  /** A payment now of this amount; null saves the card for charging after the results. */
  amountCents: number | null;
  error: string | null;
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
        <TestCardField value={method.card} onChange={method.setCard} error={error} />
      )}
    </Suspense>
  );
}
