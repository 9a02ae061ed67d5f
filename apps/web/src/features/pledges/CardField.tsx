import { Text } from '@mantine/core';
import type { BrowserPaymentsInfo, ConfirmCardRequest, PledgeAnswer } from '@pledgethon/contracts';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { PageLoader } from '../../ui/PageLoader';
import type { StripeCard } from './StripeCardField';

// The card part loads only when a form shows it (the donor path's size budget), and Stripe's only
// when the server says Stripe takes the cards.
const TestCardField = lazy(async () => ({ default: (await import('./TestCardField')).TestCardField }));
const TestBankCheck = lazy(async () => ({ default: (await import('./TestBankCheck')).TestBankCheck }));
const StripeCardField = lazy(async () => ({ default: (await import('./StripeCardField')).StripeCardField }));
const loadCardMapping = async () => (await import('./TestCardField')).testPaymentMethod;

type BankAnswer = ConfirmCardRequest['TestBankAnswer'];
type CardCheck = NonNullable<PledgeAnswer['CardCheck']>;

/**
 * The card of a pledge or payment form, whichever provider takes it: the test card number (mapped
 * to its test method in the browser) or Stripe's Payment Element. `paymentMethod` answers the method
 * to send, or null when the test card number is not one of the test cards. `runCheck` runs the
 * bank's own check the server asked for (decision 100): Stripe's in Stripe's window, the test
 * provider's in a labelled test dialog, whose answer it gives back for the server.
 */
export function useCardMethod(payments: BrowserPaymentsInfo) {
  const [card, setCard] = useState('');
  const stripeCard = useRef<StripeCard | null>(null);
  const onStripeReady = useCallback((ready: StripeCard) => {
    stripeCard.current = ready;
  }, []);
  const [bankCheck, setBankCheck] = useState<((answer: 'passed' | 'failed') => void) | null>(null);
  const paymentMethod = async (): Promise<string | null> => {
    if (payments.Provider === 'stripe') return stripeCard.current ? stripeCard.current.create() : null;
    return (await loadCardMapping())(card);
  };
  const runCheck = async (check: CardCheck): Promise<BankAnswer> => {
    if (payments.Provider === 'stripe') {
      await stripeCard.current?.handleNextAction(check.ClientSecret);
      return null;
    }
    return new Promise<'passed' | 'failed'>((resolve) =>
      setBankCheck(() => (answer: 'passed' | 'failed') => {
        setBankCheck(null);
        resolve(answer);
      }),
    );
  };
  return { payments, card, setCard, onStripeReady, paymentMethod, runCheck, bankCheck };
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
        <>
          <StripeCardField
            publishableKey={payments.PublishableKey}
            amountCents={amountCents}
            onReady={method.onStripeReady}
          />
          {/* Stripe's field shows its own checks; what the server said of the card shows here. */}
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
        </>
      ) : (
        <TestCardField value={method.card} onChange={method.setCard} error={error} />
      )}
      {method.bankCheck && <TestBankCheck onAnswer={method.bankCheck} />}
    </Suspense>
  );
}
