import '../../i18n/sections/pledges';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TestModeAlert } from './TestModeAlert';

/**
 * The test provider's stand-in for a bank's own check (3-D Secure, decision 100), labelled as a test:
 * the donor chooses what the bank answers. Closing it is failing it, as closing a bank's window is.
 */
export function TestBankCheck({ onAnswer }: { onAnswer: (answer: 'passed' | 'failed') => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={() => onAnswer('failed')} title={t('pledges.bankCheck.title')} centered>
      <Stack gap="md">
        <TestModeAlert title={t('pledges.bankCheck.label')}>{t('pledges.bankCheck.explain')}</TestModeAlert>
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={() => onAnswer('failed')}>
            {t('pledges.bankCheck.fail')}
          </Button>
          <Button onClick={() => onAnswer('passed')}>{t('pledges.bankCheck.approve')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
