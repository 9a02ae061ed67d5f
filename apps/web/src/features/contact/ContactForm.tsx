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
import { CONTACT_TEXT_LIMITS, type ContactResponse, type SessionContext } from '@pledgethon/contracts';
import { messages, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../api/app-error';
import { FormProblem } from '../../ui/FormProblem';
import { CaptchaField } from './CaptchaField';
import { sendContactForm } from './contact.api';
import {
  type ContactFormInput,
  type ContactFormValues,
  contactFormSchema,
  toContactFormData,
} from './contact-form-values';
import { useCaptcha } from './use-contact-queries';
import { useContactText } from './use-contact-text';
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
  const text = useContactText();
  const needsCaptcha = session === null;
  const issueTypes = useIssueTypeOptions();
  const captcha = useCaptcha(needsCaptcha);

  const schema = useMemo(() => contactFormSchema(needsCaptcha), [needsCaptcha]);
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    mode: 'onTouched',
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
  const { errors } = form.formState;

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
        <FormProblem>{text(problemText)}</FormProblem>
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
              error={text(errors.jiraIssueType?.message)}
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
            error={text(errors.FromName?.message)}
            {...form.register('FromName')}
          />
          <TextInput
            label={t('contact.from')}
            type="email"
            autoComplete="email"
            inputMode="email"
            withAsterisk
            error={text(errors.From?.message)}
            {...form.register('From')}
          />
        </SimpleGrid>
        <TextInput
          label={t('contact.subject')}
          maxLength={CONTACT_TEXT_LIMITS.Subject}
          withAsterisk
          error={text(errors.Subject?.message)}
          {...form.register('Subject')}
        />
        <Textarea
          label={t('contact.message')}
          autosize
          minRows={5}
          maxRows={12}
          maxLength={CONTACT_TEXT_LIMITS.Message}
          withAsterisk
          error={text(errors.Message?.message)}
          {...form.register('Message')}
        />
        <Controller
          control={form.control}
          name="Files"
          render={({ field }) => (
            <FileInput
              multiple
              clearable
              label={t('contact.files')}
              description={t('contact.filesHint')}
              placeholder={t('contact.filesPlaceholder')}
              leftSection={<IconPaperclip size={16} aria-hidden />}
              error={text(errors.Files?.message)}
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
