import '../../i18n/sections/pledges';
import { Alert, List, TextInput } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The test provider's card numbers and the payment methods they stand for. The mapping is done here,
// in the browser, so the number never leaves it, as with a real provider's card field.
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'test_pm_succeeds',
  '4000000000000002': 'test_pm_declined',
  '4000000000000341': 'test_pm_fails_later',
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
      <Alert
        color="yellow"
        variant="light"
        icon={<IconFlask size={18} aria-hidden />}
        title={t('pledges.testCard.label')}
        // The light yellow's own title colour is too pale to read on it.
        styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
      >
        {t('pledges.testCard.explain')}
        <List size="sm" mt={4}>
          <List.Item>{t('pledges.testCard.succeeds')}</List.Item>
          <List.Item>{t('pledges.testCard.declined')}</List.Item>
          <List.Item>{t('pledges.testCard.failsLater')}</List.Item>
        </List>
      </Alert>
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
