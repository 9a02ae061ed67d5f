import type { BrowserPaymentsInfo, ConfirmCardRequest, PledgeAnswer } from '@pledgethon/contracts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StripeCard } from '../features/pledges/stripe-element';
import { testPaymentMethod } from '../features/pledges/test-cards';
import { useScriptRan } from '../ui/use-script-ran';
import { useTexts } from './use-texts';

// Stripe's part (React bindings, and Stripe.js from Stripe) loads only when Stripe takes the cards.
const StripeElement = lazy(async () => ({
  default: (await import('../features/pledges/stripe-element')).StripeElement,
}));

type BankAnswer = ConfirmCardRequest['TestBankAnswer'];
type CardCheck = NonNullable<PledgeAnswer['CardCheck']>;

/**
 * The pledge's card, whichever provider takes it: the test card number (mapped to its test method in
 * the browser) or Stripe's Payment Element. `paymentMethod` answers the method to send, or null when
 * the test card number is not one of the test cards. `runCheck` runs the bank's own check the server
 * asked for (decision 100): Stripe's in Stripe's window, the test provider's in a labelled test dialog,
 * whose answer it gives back for the server.
 */
export function useCard(payments: BrowserPaymentsInfo) {
  const [number, setNumber] = useState('');
  const stripeCard = useRef<StripeCard | null>(null);
  const onStripeReady = useCallback((ready: StripeCard) => {
    stripeCard.current = ready;
  }, []);
  const [bankCheck, setBankCheck] = useState<((answer: 'passed' | 'failed') => void) | null>(null);
  // The test card number is known in the browser: the form says so before it sends anything.
  const unknownNumber = payments.Provider === 'test' && testPaymentMethod(number) === null;
  const paymentMethod = async (): Promise<string | null> => {
    if (payments.Provider === 'stripe') return stripeCard.current ? stripeCard.current.create() : null;
    return testPaymentMethod(number);
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
  return { payments, number, setNumber, unknownNumber, onStripeReady, paymentMethod, runCheck, bankCheck };
}
export type Card = ReturnType<typeof useCard>;

/** The test provider's mark on what it shows, so nobody takes a test card or a test bank for real. */
function TestMode({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="test-mode">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 14h10" />
      </svg>
      <div>
        <p className="test-mode-title">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** The card field of the form, and the test bank's dialog while the bank's check runs. */
export function CardPart({
  card,
  amountCents,
  error,
}: {
  card: Card;
  /** A payment now of this amount; null saves the card for charging after the results. */
  amountCents: number | null;
  error: string | null;
}) {
  const { payments } = card;
  const { t, language } = useTexts();
  const scriptRan = useScriptRan();
  const stripeTexts = useMemo(
    () => ({ loading: t('stripeCard.loading'), invalid: t('stripeCard.invalid') }),
    [t],
  );
  return (
    <>
      {payments.Provider === 'stripe' ? (
        // The error summary's link to the card leads here: Stripe's own inputs are in its frame.
        <div className="field" id="PaymentMethod" tabIndex={-1}>
          {/* Stripe's field exists only in the browser: the server draws the loader in its place. */}
          {scriptRan ? (
            <Suspense fallback={<div className="loader" />}>
              <StripeElement
                publishableKey={payments.PublishableKey}
                amountCents={amountCents}
                locale={language}
                texts={stripeTexts}
                onReady={card.onStripeReady}
              />
            </Suspense>
          ) : (
            <div className="loader" />
          )}
          <p className="hint">{t('stripeCard.secure')}</p>
          {/* Stripe's field shows its own checks; what the server said of the card shows here. */}
          {error && <p className="error">{error}</p>}
        </div>
      ) : (
        <>
          <TestMode title={t('testCard.label')}>
            <p>{t('testCard.explain')}</p>
            <ul>
              <li>{t('testCard.succeeds')}</li>
              <li>{t('testCard.declined')}</li>
              <li>{t('testCard.failsLater')}</li>
              <li>{t('testCard.bankCheck')}</li>
              <li>{t('testCard.disputed')}</li>
            </ul>
          </TestMode>
          <div className="field">
            <label htmlFor="PaymentMethod">
              {t('testCard.number')}{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id="PaymentMethod"
              className="input"
              inputMode="numeric"
              autoComplete="off"
              required
              value={card.number}
              onChange={(event) => card.setNumber(event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'PaymentMethod-error' : undefined}
            />
            {error && (
              <p className="error" id="PaymentMethod-error">
                {error}
              </p>
            )}
          </div>
        </>
      )}
      {card.bankCheck && <TestBankCheck onAnswer={card.bankCheck} />}
    </>
  );
}

/**
 * The test provider's stand-in for a bank's own check (3-D Secure, decision 100), labelled as a test:
 * the donor chooses what the bank answers. Closing it is failing it, as closing a bank's window is.
 */
function TestBankCheck({ onAnswer }: { onAnswer: (answer: 'passed' | 'failed') => void }) {
  const { t } = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="bank-check-title"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer('failed');
      }}
    >
      <div className="dialog-head">
        <h2 id="bank-check-title">{t('bankCheck.title')}</h2>
        <button
          type="button"
          className="close"
          aria-label={t('bankCheck.close')}
          onClick={() => onAnswer('failed')}
        >
          ×
        </button>
      </div>
      <TestMode title={t('bankCheck.label')}>
        <p>{t('bankCheck.explain')}</p>
      </TestMode>
      <div className="dialog-actions">
        <button type="button" className="button default danger" onClick={() => onAnswer('failed')}>
          {t('bankCheck.fail')}
        </button>
        <button type="button" className="button" onClick={() => onAnswer('passed')}>
          {t('bankCheck.approve')}
        </button>
      </div>
    </dialog>
  );
}
