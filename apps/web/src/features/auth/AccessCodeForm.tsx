import '../../i18n/sections/sign-in';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { accessCodeLoginRequestSchema } from '@pledgethon/contracts';
import { ACCESS_CODE_LANDING_PATH } from '@pledgethon/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { useCheckedForm } from '../../ui/use-checked-form';
import { accessCodeOutcome } from './access-code-failure';
import { logInWithAccessCode } from './auth.api';
import { landingAfterSignIn } from './landing';
import { showServerFieldErrors } from './server-field-errors';
import { useStartSession } from './use-session-actions';
import { useSignInFailure } from './use-sign-in-failure';

const accessCodeFormSchema = accessCodeLoginRequestSchema.pick({ AccessCode: true });
type AccessCodeForm = z.input<typeof accessCodeFormSchema>;

export function AccessCodeForm({ qrFailure }: { qrFailure?: string | null }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const startSession = useStartSession();
  const failure = useSignInFailure();
  const form = useCheckedForm<AccessCodeForm, unknown, z.output<typeof accessCodeFormSchema>>({
    resolver: zodResolver(accessCodeFormSchema),
    defaultValues: { AccessCode: '' },
  });
  const { errors } = form.formState;

  const login = useMutation({
    mutationFn: async (values: z.output<typeof accessCodeFormSchema>) =>
      startSession(await logInWithAccessCode(values)),
    meta: { showsOwnErrors: true },
    onMutate: failure.clear,
    onSuccess: () => navigate(landingAfterSignIn(location.search, ACCESS_CODE_LANDING_PATH)),
    onError: (error) => {
      const outcome = accessCodeOutcome(error);
      if (outcome.kind === 'goToSiteRoot') {
        navigate('/');
        return;
      }
      if (showServerFieldErrors(error, ['AccessCode'], form.setError)) return;
      failure.report(outcome.message);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('signIn.accessCode.intro')}
        </Text>
        <FormProblem ref={failure.problemRef} title={failure.title}>
          {failure.problem ?? qrFailure}
        </FormProblem>
        <TextInput
          label={t('signIn.accessCode.label')}
          autoComplete="off"
          autoCapitalize="characters"
          withAsterisk
          error={messageText(errors.AccessCode?.message)}
          {...form.register('AccessCode')}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('signIn.accessCode.submit')}
        </Button>
      </Stack>
    </form>
  );
}
