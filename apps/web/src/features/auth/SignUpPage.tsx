import '../../i18n/sections/sign-up';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SIGN_UP_KINDS, type SignUpKind } from '@pledgethon/contracts';
import { messages, strongPasswordSchema } from '@pledgethon/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { useCheckedForm } from '../../ui/use-checked-form';
import { CaptchaField } from '../contact/CaptchaField';
import { type CaptchaKind, useCaptcha } from '../contact/use-contact-queries';
import { passwordsMatch } from './one-time-link';
import { showServerFieldErrors } from './server-field-errors';
import { requestSignUp } from './sign-up.api';

const signUpFormSchema = z
  .object({
    Kind: z.enum(SIGN_UP_KINDS),
    FirstName: z.string().trim().min(1, messages.reviewRequiredFields),
    LastName: z.string().trim().min(1, messages.reviewRequiredFields),
    Email: z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.invalidEmail)),
    Password: strongPasswordSchema,
    Confirm: z.string(),
    EventCode: z.string().trim(),
    CaptchaAnswer: z.string().trim().min(1, messages.invalidCaptcha),
    AcceptTerms: z.boolean().refine((accepted) => accepted, messages.mustAgreeToTerms),
  })
  .refine(...passwordsMatch);
type SignUpForm = z.infer<typeof signUpFormSchema>;

const serverFields = [
  'FirstName',
  'LastName',
  'Email',
  'Password',
  'EventCode',
  'CaptchaAnswer',
  'AcceptTerms',
] as const;

/**
 * /home/SignUp: an organiser or a parent makes their own account (decision 131). `?as=parent&event=`
 * comes from a Thon's pages, so a parent arrives with the Thon's code filled in.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const [captchaKind, setCaptchaKind] = useState<CaptchaKind>('image');
  const captcha = useCaptcha(true, captchaKind);
  const form = useCheckedForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      Kind: params.get('as') === 'parent' ? 'parent' : 'organizer',
      FirstName: '',
      LastName: '',
      Email: '',
      Password: '',
      Confirm: '',
      EventCode: params.get('event') ?? '',
      CaptchaAnswer: '',
      AcceptTerms: false,
    },
  });
  const { errors } = form.formState;
  const kind: SignUpKind = form.watch('Kind');

  const signUp = useMutation({
    mutationFn: ({ Confirm: _confirm, EventCode, ...fields }: SignUpForm) =>
      requestSignUp({
        ...fields,
        ...(fields.Kind === 'parent' && EventCode ? { EventCode } : {}),
        CaptchaId: captcha.data?.CaptchaId ?? '',
      }),
    meta: { showsOwnErrors: true },
    onError: (error) => {
      // Any answer spends the captcha: the next try reads a new one.
      form.setValue('CaptchaAnswer', '');
      void captcha.refetch();
      if (!showServerFieldErrors(error, serverFields, form.setError)) showErrorToast(error);
    },
  });

  return (
    <Container size="sm" py={48}>
      <Card withBorder shadow="md" radius="lg" padding="xl">
        {signUp.data ? (
          <Stack gap="md">
            <Title order={1} fz={28}>
              {t('signUp.sentTitle')}
            </Title>
            <Alert color="teal" variant="light" role="status">
              {messageText(signUp.data.Message)}
            </Alert>
          </Stack>
        ) : (
          <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
            <Stack gap="md">
              <Title order={1} fz={28}>
                {t('signUp.title')}
              </Title>
              <Text size="sm" c="gray.7">
                {t('signUp.intro')}
              </Text>
              <Controller
                control={form.control}
                name="Kind"
                render={({ field }) => (
                  <Radio.Group
                    label={t('signUp.kind')}
                    description={t('signUp.vendorsByInvitation')}
                    {...field}
                  >
                    <Stack gap="xs" mt="xs">
                      <Radio value="organizer" label={t('signUp.organizer')} />
                      <Radio value="parent" label={t('signUp.parent')} />
                    </Stack>
                  </Radio.Group>
                )}
              />
              <Group grow align="flex-start">
                <TextInput
                  label={t('signUp.firstName')}
                  autoComplete="given-name"
                  withAsterisk
                  error={messageText(errors.FirstName?.message)}
                  {...form.register('FirstName')}
                />
                <TextInput
                  label={t('signUp.lastName')}
                  autoComplete="family-name"
                  withAsterisk
                  error={messageText(errors.LastName?.message)}
                  {...form.register('LastName')}
                />
              </Group>
              <TextInput
                label={t('signUp.email')}
                type="email"
                autoComplete="email"
                withAsterisk
                error={messageText(errors.Email?.message)}
                {...form.register('Email')}
              />
              <PasswordInput
                label={t('signUp.password')}
                description={t('signUp.passwordHint')}
                autoComplete="new-password"
                withAsterisk
                error={messageText(errors.Password?.message)}
                {...form.register('Password')}
              />
              <PasswordInput
                label={t('signUp.confirm')}
                autoComplete="new-password"
                withAsterisk
                error={messageText(errors.Confirm?.message)}
                {...form.register('Confirm')}
              />
              {kind === 'parent' && (
                <TextInput
                  label={t('signUp.eventCode')}
                  description={t('signUp.eventCodeHint')}
                  error={messageText(errors.EventCode?.message)}
                  {...form.register('EventCode')}
                />
              )}
              <CaptchaField
                kind={captchaKind}
                challenge={captcha.data}
                refreshing={captcha.isFetching}
                onRefresh={() => void captcha.refetch()}
                onKindChange={setCaptchaKind}
                description={t('signUp.captcha')}
                error={messageText(errors.CaptchaAnswer?.message)}
                {...form.register('CaptchaAnswer')}
              />
              <Checkbox
                label={
                  <>
                    {t('signUp.terms')} (
                    <Anchor component={Link} to="/terms" target="_blank">
                      /terms
                    </Anchor>
                    ,{' '}
                    <Anchor component={Link} to="/privacy" target="_blank">
                      /privacy
                    </Anchor>
                    )
                  </>
                }
                error={messageText(errors.AcceptTerms?.message)}
                {...form.register('AcceptTerms')}
              />
              <Button type="submit" loading={signUp.isPending} fullWidth>
                {t('signUp.submit')}
              </Button>
              <Text size="sm" ta="center">
                {t('signUp.haveAccount')}{' '}
                <Anchor component={Link} to="/home#sign-in">
                  {t('signUp.signIn')}
                </Anchor>
              </Text>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  );
}
