import '../../i18n/sections/pledges';
import { List, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TestModeAlert } from './TestModeAlert';

// The test provider's card numbers and the payment methods they stand for. The mapping is done here,
// in the browser, so the number never leaves it, as with a real provider's card field.
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'test_pm_succeeds',
  '4000000000000002': 'test_pm_declined',
  '4000000000000341': 'test_pm_fails_later',
  // Stripe's number for a card whose bank always asks for its own check (3-D Secure, decision 100).
  '4000002760003184': 'test_pm_bank_check',
};

/** The payment method a test card number stands for, or null for any other number. */
export const testPaymentMethod = (cardNumber: string): string | null =>
  TEST_CARDS[cardNumber.replace(/[\s-]/g, '')] ?? null;

/** The built-in test provider's card field, labelled as a test so nobody types a real card into it. */
export function TestCardField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (cardNumber: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TestModeAlert title={t('pledges.testCard.label')}>
        {t('pledges.testCard.explain')}
        <List size="sm" mt={4}>
          <List.Item>{t('pledges.testCard.succeeds')}</List.Item>
          <List.Item>{t('pledges.testCard.declined')}</List.Item>
          <List.Item>{t('pledges.testCard.failsLater')}</List.Item>
          <List.Item>{t('pledges.testCard.bankCheck')}</List.Item>
        </List>
      </TestModeAlert>
      <TextInput
        label={t('pledges.testCard.number')}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        required
      />
    </>
  );
}
