import '../../i18n/sections/sign-in';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { loginRequestSchema } from '@pledgethon/contracts';
import { LOGIN_LANDING_PATH, messages } from '@pledgethon/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { useCheckedForm } from '../../ui/use-checked-form';
import { logIn } from './auth.api';
import { landingAfterSignIn } from './landing';
import { showServerFieldErrors } from './server-field-errors';
import { useStartSession } from './use-session-actions';
import { useSignInFailure } from './use-sign-in-failure';

const loginFormSchema = loginRequestSchema.pick({ Username: true, Password: true, RememberMe: true });
type LoginForm = z.input<typeof loginFormSchema>;

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const startSession = useStartSession();
  const failure = useSignInFailure();
  const form = useCheckedForm<LoginForm, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { Username: '', Password: '', RememberMe: false },
  });
  const { errors, isSubmitted } = form.formState;

  const login = useMutation({
    mutationFn: async (values: z.output<typeof loginFormSchema>) => startSession(await logIn(values)),
    meta: { showsOwnErrors: true },
    onMutate: failure.clear,
    onSuccess: () => navigate(landingAfterSignIn(location.search, LOGIN_LANDING_PATH)),
    onError: (error) => {
      if (showServerFieldErrors(error, ['Username', 'Password'], form.setError)) return;
      failure.report(error instanceof AppError ? error.message : messages.unexpectedError);
    },
  });
  const reviewFields = isSubmitted && Object.keys(errors).length > 0;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        {reviewFields ? (
          <FormProblem>{messageText(messages.loginReviewRequiredFields)}</FormProblem>
        ) : (
          <FormProblem ref={failure.problemRef} title={failure.title}>
            {failure.problem}
          </FormProblem>
        )}
        <TextInput
          label={t('signIn.username')}
          description={t('signIn.usernameDescription')}
          autoComplete="username"
          inputMode="email"
          withAsterisk
          error={messageText(errors.Username?.message)}
          {...form.register('Username')}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          withAsterisk
          error={messageText(errors.Password?.message)}
          {...form.register('Password')}
        />
        <Group justify="space-between">
          <Checkbox label={t('signIn.rememberMe')} {...form.register('RememberMe')} />
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('signIn.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signIn.newHere')}{' '}
          <Anchor component={Link} to="/home/SignUp">
            {t('signIn.signUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
