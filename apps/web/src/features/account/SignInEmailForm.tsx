import '../../i18n/sections/sign-in-email';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { changeEmailRequestSchema } from '@pledgethon/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { useCheckedForm } from '../../ui/use-checked-form';
import { showServerFieldErrors } from '../auth/server-field-errors';
import { useDoneToast } from '../thon-people/use-done-toast';
import { requestEmailChange } from './sign-in-email.api';

type FormValues = z.input<typeof changeEmailRequestSchema>;

/** The owner asks to sign in with another address; the change waits for the link sent there. */
export function SignInEmailForm({ currentEmail, onSent }: { currentEmail: string; onSent: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const done = useDoneToast();
  const form = useCheckedForm<FormValues>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { NewEmail: '', Password: '' },
  });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: requestEmailChange,
    meta: { showsOwnErrors: true },
    onSuccess: (result) => {
      done(result.Message);
      onSent();
    },
    onError: (error) => {
      if (!showServerFieldErrors(error, ['NewEmail', 'Password'], form.setError)) showErrorToast(error);
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
      <Stack gap="md">
        <Text>{t('signInEmail.current', { email: currentEmail })}</Text>
        <Text size="sm" c="gray.7">
          {t('signInEmail.intro')}
        </Text>
        <TextInput
          label={t('signInEmail.newEmail')}
          type="email"
          autoComplete="email"
          withAsterisk
          error={messageText(errors.NewEmail?.message)}
          {...form.register('NewEmail')}
        />
        <PasswordInput
          label={t('signInEmail.password')}
          autoComplete="current-password"
          withAsterisk
          error={messageText(errors.Password?.message)}
          {...form.register('Password')}
        />
        <Button type="submit" loading={change.isPending}>
          {t('signInEmail.submit')}
        </Button>
      </Stack>
    </form>
  );
}
