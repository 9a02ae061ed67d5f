import '../../i18n/sections/sign-in';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type PasswordResetLinkRequest, passwordResetLinkRequestSchema } from '@pledgethon/contracts';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { useCheckedForm } from '../../ui/use-checked-form';
import { emailPasswordResetLink } from './auth.api';
import { showServerFieldErrors } from './server-field-errors';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const form = useCheckedForm<
    PasswordResetLinkRequest,
    unknown,
    z.output<typeof passwordResetLinkRequestSchema>
  >({
    resolver: zodResolver(passwordResetLinkRequestSchema),
    defaultValues: { Email: '' },
  });
  const { errors } = form.formState;

  const request = useMutation({
    mutationFn: emailPasswordResetLink,
    meta: { showsOwnErrors: true },
    onError: (error) => {
      // An unknown account is a problem with what was typed, so it is said beside the field.
      if (error instanceof AppError && error.status === 404) {
        form.setError('Email', { type: 'server', message: error.message });
        return;
      }
      showServerFieldErrors(error, ['Email'], form.setError);
      showErrorToast(error);
    },
  });

  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        {t('signIn.forgot.title')}
      </Title>
      {request.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {request.data}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
          <Stack gap="md">
            <Text size="sm" c="gray.7">
              {t('signIn.forgot.intro')}
            </Text>
            <TextInput
              label={t('signIn.forgot.email')}
              autoComplete="email"
              inputMode="email"
              withAsterisk
              error={messageText(errors.Email?.message)}
              {...form.register('Email')}
            />
            <Button type="submit" loading={request.isPending} fullWidth>
              {t('signIn.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ alignSelf: 'center' }}>
        {t('signIn.forgot.back')}
      </Anchor>
    </Stack>
  );
}
