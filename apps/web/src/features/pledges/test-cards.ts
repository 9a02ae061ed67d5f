// The test provider's card numbers and the payment methods they stand for. The mapping is done in the
// browser, so the number never leaves it, as with a real provider's card field.
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'test_pm_succeeds',
  '4000000000000002': 'test_pm_declined',
  '4000000000000341': 'test_pm_fails_later',
  // Stripe's number for a card whose bank always asks for its own check (3-D Secure, decision 100).
  '4000002760003184': 'test_pm_bank_check',
  // Stripe's number for a card that pays and whose bank then disputes the payment (decision 138).
  '4000000000000259': 'test_pm_disputed',
};

/** The payment method a test card number stands for, or null for any other number. */
export const testPaymentMethod = (cardNumber: string): string | null =>
  TEST_CARDS[cardNumber.replace(/[\s-]/g, '')] ?? null;
