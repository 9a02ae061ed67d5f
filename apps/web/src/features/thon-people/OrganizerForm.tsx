import '../../i18n/sections/thon-people';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Organizer, updateOrganizerRequestSchema } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { PageLoader } from '../../ui/PageLoader';
import { useCheckedForm } from '../../ui/use-checked-form';
import { showServerFieldErrors } from '../auth/server-field-errors';
import { useOrganizer, useUpdateOrganizer } from './people.api';
import { useDoneToast } from './use-done-toast';

const formSchema = updateOrganizerRequestSchema.omit({ EventId: true });
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['Email', 'FirstName', 'LastName', 'Phone'] as const;

/** The Thon's organiser: name, e-mail and phone, changed by the organiser, the franchisee or an administrator. */
export function OrganizerForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const organizer = useOrganizer(eventId);
  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        {t('thonPeople.teams.organizerHeading')}
      </Title>
      <Text c="gray.7">{t('thonPeople.teams.organizerIntro')}</Text>
      {organizer.data ? <OrganizerFields eventId={eventId} organizer={organizer.data} /> : <PageLoader />}
    </Stack>
  );
}

function OrganizerFields({ eventId, organizer }: { eventId: string; organizer: Organizer }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const done = useDoneToast();
  const update = useUpdateOrganizer();
  const form = useCheckedForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      FirstName: organizer.FirstName,
      LastName: organizer.LastName,
      Email: organizer.Email,
      Phone: organizer.Phone ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { ...values, EventId: eventId },
      {
        onSuccess: (result) => done(result.Message),
        onError: (error) => {
          if (!showServerFieldErrors(error, FIELDS, form.setError)) showErrorToast(error);
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('thonPeople.teams.firstName')}
            withAsterisk
            error={messageText(errors.FirstName?.message)}
            {...form.register('FirstName')}
          />
          <TextInput
            label={t('thonPeople.teams.lastName')}
            withAsterisk
            error={messageText(errors.LastName?.message)}
            {...form.register('LastName')}
          />
          <TextInput
            label={t('thonPeople.teams.email')}
            type="email"
            withAsterisk
            error={messageText(errors.Email?.message)}
            {...form.register('Email')}
          />
          <TextInput
            label={t('thonPeople.teams.phone')}
            type="tel"
            inputMode="numeric"
            error={messageText(errors.Phone?.message)}
            {...form.register('Phone')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('thonPeople.teams.saveOrganizer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
