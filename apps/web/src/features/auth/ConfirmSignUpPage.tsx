import '../../i18n/sections/sign-up';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { OneTimeLinkCard } from './one-time-link';
import { confirmSignUp } from './sign-up.api';
import { useStartSession } from './use-session-actions';

/**
 * The page a sign-up e-mail links to: /home/ConfirmSignUp?token=... It waits for a click, so a mail
 * scanner that opens links makes no account. Then the new account is signed in and goes on: an
 * organiser to create their Thon, a parent to add their child.
 */
export function ConfirmSignUpPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: async () => {
      const made = await confirmSignUp(token);
      await startSession(made.BearerToken);
      return made;
    },
    meta: { showsOwnErrors: true },
    onSuccess: ({ Kind, EventCode }) => {
      const next =
        Kind === 'organizer'
          ? '/thon/new'
          : `/parent/addparticipant${EventCode ? `?event=${encodeURIComponent(EventCode)}` : ''}`;
      navigate(next, { replace: true });
    },
  });
  const failure =
    confirm.error instanceof AppError ? confirm.error.message : confirm.error ? String(confirm.error) : null;
  const problem = token ? failure : t('signUp.missingToken');
  return (
    <OneTimeLinkCard title={t('signUp.confirmTitle')} problem={problem && messageText(problem)}>
      <Stack gap="md">
        <Text>{t('signUp.confirmIntro')}</Text>
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending} fullWidth>
          {t('signUp.confirmButton')}
        </Button>
      </Stack>
    </OneTimeLinkCard>
  );
}
