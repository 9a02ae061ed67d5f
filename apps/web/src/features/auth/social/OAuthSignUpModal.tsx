import './social-sign-in.strings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { IsValidOauthProviderUserLoginResponse } from '@pledgethon/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../../api/app-error';
import { useMessageText } from '../../../i18n/message-text';
import { FormProblem } from '../../../ui/FormProblem';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { showServerFieldErrors } from '../server-field-errors';
import { useStartSession } from '../use-session-actions';
import { type SignUpForm, signUpFormSchema } from './sign-up-form';
import { oauthSignUp } from './social.api';
import { useProviderName } from './use-provider-name';

export type OAuthSignUpModalProps = {
  ticket: string;
  identity: IsValidOauthProviderUserLoginResponse;
  onSignedIn: () => void;
  onCancel: () => void;
};

/** A new account for a provider identity that has none: names, an e-mail when missing, the terms. */
export function OAuthSignUpModal({ ticket, identity, onSignedIn, onCancel }: OAuthSignUpModalProps) {
  const { t } = useTranslation();
  const socialText = useMessageText();
  const provider = useProviderName(identity.LoginProvider);
  const startSession = useStartSession();
  const needsEmail = identity.Email === null;
  const schema = useMemo(() => signUpFormSchema(needsEmail), [needsEmail]);
  const form = useCheckedForm<SignUpForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      FirstName: identity.FirstName,
      LastName: identity.LastName,
      Email: '',
      AcceptTerms: false,
    },
  });
  const { errors } = form.formState;

  const signUp = useMutation({
    mutationFn: async (values: SignUpForm) =>
      startSession(
        await oauthSignUp({
          Ticket: ticket,
          FirstName: values.FirstName,
          LastName: values.LastName,
          AcceptTerms: values.AcceptTerms,
          ...(needsEmail ? { Email: values.Email } : {}),
        }),
      ),
    meta: { showsOwnErrors: true },
    onSuccess: onSignedIn,
    onError: (error) =>
      showServerFieldErrors(error, ['Email', 'FirstName', 'LastName', 'AcceptTerms'], form.setError),
  });
  const refusal =
    signUp.error instanceof AppError && signUp.error.status !== 400 ? signUp.error.message : null;

  return (
    <Modal opened onClose={onCancel} title={t('socialSignIn.signUp.title')} centered>
      <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
        <Stack gap="md">
          <Text size="sm">{t('socialSignIn.signUp.intro', { provider })}</Text>
          <FormProblem>{socialText(refusal ?? undefined)}</FormProblem>
          <TextInput
            label={t('socialSignIn.signUp.firstName')}
            autoComplete="given-name"
            withAsterisk
            error={socialText(errors.FirstName?.message)}
            {...form.register('FirstName')}
          />
          <TextInput
            label={t('socialSignIn.signUp.lastName')}
            autoComplete="family-name"
            withAsterisk
            error={socialText(errors.LastName?.message)}
            {...form.register('LastName')}
          />
          {needsEmail ? (
            <TextInput
              label={t('socialSignIn.signUp.email')}
              description={t('socialSignIn.signUp.emailDescription', { provider })}
              type="email"
              autoComplete="email"
              withAsterisk
              error={socialText(errors.Email?.message)}
              {...form.register('Email')}
            />
          ) : (
            <Text size="sm" c="gray.7">
              {t('socialSignIn.signUp.verifiedEmail', { email: identity.Email ?? '', provider })}
            </Text>
          )}
          <Checkbox
            label={t('socialSignIn.signUp.acceptTerms')}
            error={socialText(errors.AcceptTerms?.message)}
            {...form.register('AcceptTerms')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('socialSignIn.signUp.cancel')}
            </Button>
            <Button type="submit" loading={signUp.isPending}>
              {t('socialSignIn.signUp.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
