import '../../i18n/sections/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CONTACT_ATTACHMENT_TYPES,
  CONTACT_TEXT_LIMITS,
  type ContactResponse,
  type SessionContext,
} from '@pledgethon/contracts';
import { messages, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { useCheckedForm } from '../../ui/use-checked-form';
import { CaptchaField } from './CaptchaField';
import { sendContactForm } from './contact.api';
import {
  type ContactFormInput,
  type ContactFormValues,
  contactFormSchema,
  toContactFormData,
} from './contact-form-values';
import { type CaptchaKind, useCaptcha } from './use-contact-queries';
import { useIssueTypeOptions } from './use-issue-type-options';

const formFields = [
  'From',
  'FromName',
  'Subject',
  'Message',
  'jiraIssueType',
  'Files',
  'CaptchaAnswer',
] as const;

type ContactFormProps = {
  /** Who is signed in; null for a visitor, who answers a captcha instead. */
  session: SessionContext | null;
  onSent: () => void;
  onCancel: () => void;
};

/** The contact form itself; signed-in admins and franchisees skip the captcha and find their name filled in. */
export function ContactForm({ session, onSent, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const needsCaptcha = session === null;
  const issueTypes = useIssueTypeOptions();
  const [captchaKind, setCaptchaKind] = useState<CaptchaKind>('image');
  const captcha = useCaptcha(needsCaptcha, captchaKind);

  const schema = useMemo(() => contactFormSchema(needsCaptcha), [needsCaptcha]);
  const form = useCheckedForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      From: session?.Email ?? '',
      FromName: session ? `${session.FirstName} ${session.LastName}`.trim() : '',
      Subject: '',
      Message: '',
      jiraIssueType: '',
      CaptchaAnswer: '',
      Files: [],
    },
  });
  const { errors, isSubmitted } = form.formState;
  // The spec's 'Please enter the required fields.' is said once, above the form; each empty field
  // just says it is required.
  const fieldError = (message: string | undefined) =>
    message === messages.enterRequiredFields ? t('contact.required') : text(message);
  const missingFields =
    isSubmitted && Object.values(errors).some((error) => error?.message === messages.enterRequiredFields);

  const send = useMutation({
    mutationFn: (values: ContactFormValues) =>
      sendContactForm(toContactFormData(values, captcha.data?.CaptchaId)),
    meta: { showsOwnErrors: true },
    onSuccess: (result: ContactResponse) => {
      notifications.show({
        color: 'teal',
        title: t('contact.sentTitle'),
        message: `${text(result.Message)} ${t('contact.sentTicket', { ticketKey: result.TicketKey })}`,
        autoClose: TOAST_TIMEOUT_MS,
      });
      onSent();
    },
    onError: (error) => {
      // Any answer spends the captcha on the server, so a new one is needed for the next try.
      if (needsCaptcha) {
        form.setValue('CaptchaAnswer', '');
        void captcha.refetch();
      }
      if (!(error instanceof AppError)) return;
      for (const field of formFields) {
        const message = error.fieldErrors[field];
        if (message) form.setError(field, { type: 'server', message });
      }
      const firstProblem = formFields.find((field) => error.fieldErrors[field] && field !== 'Files');
      if (firstProblem) form.setFocus(firstProblem);
    },
  });

  const problem = issueTypes.error ?? send.error;
  const problemText =
    problem instanceof AppError ? problem.message : problem ? messages.unexpectedError : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('contact.intro')}
        </Text>
        <FormProblem>
          {text(problemText ?? (missingFields ? messages.enterRequiredFields : undefined))}
        </FormProblem>
        <Controller
          control={form.control}
          name="jiraIssueType"
          render={({ field }) => (
            <Select
              label={t('contact.issueType')}
              placeholder={issueTypes.isPending ? t('contact.issueTypeLoading') : undefined}
              data={issueTypes.options}
              disabled={issueTypes.isPending || Boolean(issueTypes.error)}
              allowDeselect={false}
              withAsterisk
              error={fieldError(errors.jiraIssueType?.message)}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('contact.fromName')}
            autoComplete="name"
            maxLength={CONTACT_TEXT_LIMITS.FromName}
            withAsterisk
            error={fieldError(errors.FromName?.message)}
            {...form.register('FromName')}
          />
          <TextInput
            label={t('contact.from')}
            type="email"
            autoComplete="email"
            inputMode="email"
            withAsterisk
            error={fieldError(errors.From?.message)}
            {...form.register('From')}
          />
        </SimpleGrid>
        <TextInput
          label={t('contact.subject')}
          maxLength={CONTACT_TEXT_LIMITS.Subject}
          withAsterisk
          error={fieldError(errors.Subject?.message)}
          {...form.register('Subject')}
        />
        <Textarea
          label={t('contact.message')}
          autosize
          minRows={5}
          maxRows={12}
          maxLength={CONTACT_TEXT_LIMITS.Message}
          withAsterisk
          error={fieldError(errors.Message?.message)}
          {...form.register('Message')}
        />
        <Controller
          control={form.control}
          name="Files"
          render={({ field }) => (
            <FileInput
              multiple
              clearable
              accept={CONTACT_ATTACHMENT_TYPES.join(',')}
              label={t('contact.files')}
              description={t('contact.filesHint')}
              placeholder={t('contact.filesPlaceholder')}
              leftSection={<IconPaperclip size={16} aria-hidden />}
              error={fieldError(errors.Files?.message)}
              value={field.value ?? []}
              onChange={(files) => {
                field.onChange(files);
                field.onBlur();
              }}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
        {needsCaptcha && (
          <CaptchaField
            kind={captchaKind}
            onKindChange={(kind) => {
              form.setValue('CaptchaAnswer', '');
              setCaptchaKind(kind);
            }}
            challenge={captcha.data}
            refreshing={captcha.isFetching}
            onRefresh={() => {
              form.setValue('CaptchaAnswer', '');
              void captcha.refetch();
            }}
            error={text(
              errors.CaptchaAnswer?.message ?? (captcha.error ? messages.unexpectedError : undefined),
            )}
            {...form.register('CaptchaAnswer')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('contact.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} disabled={!issueTypes.options.length}>
            {t('contact.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
