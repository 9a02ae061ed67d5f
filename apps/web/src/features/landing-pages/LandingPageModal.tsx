import '../../i18n/sections/landing-pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type LandingPage, landingPageFieldsSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppError } from '../../api/app-error';
import { FormProblem } from '../../ui/FormProblem';
import { useCheckedForm } from '../../ui/use-checked-form';
import { GalleryField, HeroImageField } from './ImageFields';
import { useSaveLandingPage, useUrlAvailability } from './landing-pages.api';
import { useLandingMessageText } from './use-landing-message-text';

type Values = z.input<typeof landingPageFieldsSchema>;
type Output = z.output<typeof landingPageFieldsSchema>;

const emptyPage = (eventId: string): Values => ({
  EventId: eventId,
  Url: '',
  Title: '',
  Headline: '',
  Story: '',
  HeroImageUrl: null,
  GalleryImageUrls: [],
  VideoUrl: null,
  IsActive: true,
});

/** The landing-page popup: adds a page for the Thon, or edits `page`. */
export function LandingPageModal({
  opened,
  page,
  thon,
  onClose,
  onSaved,
}: {
  opened: boolean;
  page: LandingPage | null;
  thon: { EventId: string; Name: string; EventCode: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const text = useLandingMessageText();
  const save = useSaveLandingPage();
  const [problem, setProblem] = useState<{ title: string; text: string } | null>(null);
  const form = useCheckedForm<Values, unknown, Output>({
    resolver: zodResolver(landingPageFieldsSchema),
    values: page ? { ...page } : emptyPage(thon.EventId),
  });
  const url = form.watch('Url');
  const [debounced] = useDebouncedValue(url.trim(), 400);
  const availability = useUrlAvailability(debounced, page?.Id ?? null);
  const taken = availability.data && !availability.data.Available ? availability.data : null;
  const errors = form.formState.errors;

  const submit = form.handleSubmit(
    (values) => {
      if (taken) {
        setProblem({ title: messages.notAvailableTitle, text: messages.landingUrlTaken });
        return;
      }
      setProblem(null);
      save.mutate(page ? { ...values, Id: page.Id } : values, {
        onSuccess: onSaved,
        onError: (error) => {
          for (const [field, message] of Object.entries(error instanceof AppError ? error.fieldErrors : {}))
            form.setError(field as keyof Values, { message });
          const urlTaken = error.message === messages.landingUrlTaken;
          setProblem({
            title: urlTaken ? messages.notAvailableTitle : messages.missingOrInvalidFields,
            text: error.message,
          });
        },
      });
    },
    () => setProblem({ title: messages.missingOrInvalidFields, text: messages.reviewRequiredFields }),
  );

  const fieldError = (name: keyof Values) => text(errors[name]?.message);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={page ? t('landingPages.popup.editTitle') : t('landingPages.popup.addTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormProblem title={problem ? text(problem.title) : undefined}>
            {problem ? text(problem.text) : null}
          </FormProblem>
          <TextInput
            label={t('landingPages.fields.title')}
            required
            {...form.register('Title')}
            error={fieldError('Title')}
          />
          <TextInput
            label={t('landingPages.fields.url')}
            required
            description={t('landingPages.fields.urlHint', { site: window.location.origin, url: url || '…' })}
            {...form.register('Url')}
            error={
              fieldError('Url') ??
              (taken
                ? `${text(taken.Title ?? '')}: ${text(taken.Message ?? '') ?? ''}`.replace(/: $/, '')
                : undefined)
            }
          />
          {availability.data?.Available && url.trim() === debounced && (
            <Text size="sm" c="teal.8" mt={-8}>
              {t('landingPages.fields.urlAvailable')}
            </Text>
          )}
          <TextInput
            label={t('landingPages.fields.headline')}
            {...form.register('Headline')}
            error={fieldError('Headline')}
          />
          <Textarea
            label={t('landingPages.fields.story')}
            autosize
            minRows={4}
            maxRows={12}
            {...form.register('Story')}
            error={fieldError('Story')}
          />
          <TextInput
            label={t('landingPages.fields.thon')}
            value={`${thon.Name} (${thon.EventCode})`}
            readOnly
          />
          <Controller
            control={form.control}
            name="HeroImageUrl"
            render={({ field }) => <HeroImageField value={field.value ?? null} onChange={field.onChange} />}
          />
          <Controller
            control={form.control}
            name="GalleryImageUrls"
            render={({ field }) => <GalleryField value={field.value ?? []} onChange={field.onChange} />}
          />
          <Controller
            control={form.control}
            name="VideoUrl"
            render={({ field }) => (
              <TextInput
                label={t('landingPages.fields.video')}
                description={t('landingPages.fields.videoHint')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value.trim() || null)}
                onBlur={field.onBlur}
                error={fieldError('VideoUrl')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="IsActive"
            render={({ field }) => (
              <Switch
                label={t('landingPages.fields.isActive')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('landingPages.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('landingPages.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
