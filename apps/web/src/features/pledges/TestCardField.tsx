import '../../i18n/sections/pledges';
import { List, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TestModeAlert } from './TestModeAlert';

/** The built-in test provider's card field, labelled as a test so nobody types a real card into it. */
export function TestCardField({
  value,
  onChange,
}: {
  value: string;
  onChange: (cardNumber: string) => void;
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
          <List.Item>{t('pledges.testCard.disputed')}</List.Item>
        </List>
      </TestModeAlert>
      <TextInput
        label={t('pledges.testCard.number')}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        required
      />
    </>
  );
}
