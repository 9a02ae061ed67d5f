import '../../i18n/sections/password-and-sso';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { useCheckedForm } from '../../ui/use-checked-form';
import { resetPassword } from './auth.api';
import { newPasswordFields, OneTimeLinkCard, passwordsMatch } from './one-time-link';
import { showServerFieldErrors } from './server-field-errors';

const resetFormSchema = z.object(newPasswordFields).refine(...passwordsMatch);
type ResetForm = z.infer<typeof resetFormSchema>;

/** The page the password reset e-mail links to: /home/ResetPassword?token=... */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const form = useCheckedForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { Password: '', Confirm: '' },
  });
  const { errors } = form.formState;

  const reset = useMutation({
    mutationFn: ({ Password }: ResetForm) => resetPassword({ Token: token, Password }),
    meta: { showsOwnErrors: true },
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('resetPassword.done'), autoClose: TOAST_TIMEOUT_MS });
      navigate('/home#sign-in', { replace: true });
    },
    onError: (error) => {
      if (error instanceof AppError && error.status === 400 && error.fieldErrors.Password) {
        showServerFieldErrors(error, ['Password'], form.setError);
      } else if (error instanceof AppError && error.status === 400) {
        // An expired, used or unknown link: the form cannot help, a new link can.
        setLinkProblem(error.message);
      } else {
        showErrorToast(error);
      }
    },
  });

  const problem = token ? linkProblem : t('resetPassword.missingToken');

  // An expired, used or unknown link: the form cannot help, a new link can.
  const problemNotice = problem && (
    <Stack gap="xs">
      <Text size="sm">{problem}</Text>
      <Anchor component={Link} to="/home?forgot=1#sign-in" size="sm">
        {t('resetPassword.requestNew')}
      </Anchor>
    </Stack>
  );
  return (
    <OneTimeLinkCard title={t('resetPassword.title')} problem={problemNotice}>
      <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {t('resetPassword.intro')}
          </Text>
          <PasswordInput
            label={t('resetPassword.password')}
            autoComplete="new-password"
            withAsterisk
            error={messageText(errors.Password?.message)}
            {...form.register('Password')}
          />
          <PasswordInput
            label={t('resetPassword.confirm')}
            autoComplete="new-password"
            withAsterisk
            error={messageText(errors.Confirm?.message)}
            {...form.register('Confirm')}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </OneTimeLinkCard>
  );
}
