import '../../i18n/sections/thon-people';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { useCheckedForm } from '../../ui/use-checked-form';
import { newPasswordFields, passwordsMatch } from '../auth/one-time-link';
import { showServerFieldErrors } from '../auth/server-field-errors';
import { acceptInvitation } from './people.api';

const acceptFormSchema = z
  .object({
    ...newPasswordFields,
    AcceptTerms: z.boolean().refine((accepted) => accepted, messages.mustAgreeToTerms),
  })
  .refine(...passwordsMatch);
type AcceptForm = z.infer<typeof acceptFormSchema>;

/** An invited person without an account creates it: a password and the terms. */
export function NewAccountInvitationForm({
  token,
  onLinkProblem,
}: {
  token: string;
  onLinkProblem: (problem: string) => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const form = useCheckedForm<AcceptForm>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { Password: '', Confirm: '', AcceptTerms: false },
  });
  const { errors } = form.formState;

  const accept = useMutation({
    mutationFn: ({ Password, AcceptTerms }: AcceptForm) =>
      acceptInvitation({ Token: token, Password, AcceptTerms }),
    meta: { showsOwnErrors: true },
    onSuccess: (result) => {
      notifications.show({
        color: 'teal',
        message: messageText(result.Message),
        autoClose: TOAST_TIMEOUT_MS,
      });
      navigate('/home#sign-in', { replace: true });
    },
    onError: (error) => {
      if (showServerFieldErrors(error, ['Password', 'AcceptTerms'], form.setError)) return;
      if (error instanceof AppError && error.status === 400) onLinkProblem(error.message);
      else showErrorToast(error);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => accept.mutate(values))}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('thonPeople.accept.intro')}
        </Text>
        <PasswordInput
          label={t('thonPeople.accept.password')}
          autoComplete="new-password"
          withAsterisk
          error={messageText(errors.Password?.message)}
          {...form.register('Password')}
        />
        <PasswordInput
          label={t('thonPeople.accept.confirm')}
          autoComplete="new-password"
          withAsterisk
          error={messageText(errors.Confirm?.message)}
          {...form.register('Confirm')}
        />
        <Checkbox
          label={
            <>
              {t('thonPeople.accept.terms')} (
              <Anchor component={Link} to="/terms" target="_blank">
                /terms
              </Anchor>
              )
            </>
          }
          error={messageText(errors.AcceptTerms?.message)}
          {...form.register('AcceptTerms')}
        />
        <Button type="submit" loading={accept.isPending} fullWidth>
          {t('thonPeople.accept.submit')}
        </Button>
      </Stack>
    </form>
  );
}
