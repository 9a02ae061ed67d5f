import '../../i18n/sections/sign-in-email';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { OneTimeLinkCard } from '../auth/one-time-link';
import { confirmEmailChange } from './sign-in-email.api';

/**
 * The page the link sent to a new sign-in address opens: /home/ConfirmEmail?token=... It waits for
 * a click, so a mail scanner that opens links does not move the account.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => confirmEmailChange(token),
    meta: { showsOwnErrors: true },
  });
  const failure =
    confirm.error instanceof AppError ? confirm.error.message : confirm.error ? String(confirm.error) : null;
  const problem = token ? failure : t('signInEmail.missingToken');
  return (
    <OneTimeLinkCard title={t('signInEmail.confirmTitle')} problem={problem && messageText(problem)}>
      {confirm.data ? (
        <Stack gap="md">
          <Text role="status">{t('signInEmail.confirmed', { email: confirm.data.Email })}</Text>
          <Button component={Link} to="/home#sign-in">
            {t('signInEmail.toSignIn')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('signInEmail.confirmIntro')}</Text>
          <Button onClick={() => confirm.mutate()} loading={confirm.isPending} fullWidth>
            {t('signInEmail.confirm')}
          </Button>
        </Stack>
      )}
    </OneTimeLinkCard>
  );
}
