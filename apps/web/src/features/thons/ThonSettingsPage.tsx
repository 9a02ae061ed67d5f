import '../../i18n/sections/thons';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Container,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ThonSettings, thonEventSchema, thonOrganizationSchema } from '@pledgethon/contracts';
import { formatCalendarDate, ianaZoneFor, messages, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { formatDate } from '@pledgethon/core/zones';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AppError } from '../../api/app-error';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showErrorToast } from '../../ui/error-toast';
import { PageLoader } from '../../ui/PageLoader';
import { useCheckedForm } from '../../ui/use-checked-form';
import { ThonDataCard } from '../privacy/ThonDataCard';
import { ThonNav } from '../thon-people/ThonNav';
import { useThonOverview } from '../thon-people/thon-people.api';
import { CompleteThonDialog } from './CompleteThonDialog';
import { EventFields } from './EventFields';
import { OrganizationFields } from './OrganizationFields';
import { PayoutsCard } from './PayoutsCard';
import { useThonSettings, useUpdateThonSettings } from './thons.api';
import { useThonMessageText } from './use-thon-message-text';

const settingsFormSchema = z.object({ Organization: thonOrganizationSchema, Event: thonEventSchema });
type SettingsValues = z.input<typeof settingsFormSchema>;
type SettingsOutput = z.output<typeof settingsFormSchema>;

/** /thon/{eventCode}/settings: everything the wizard set, the event link, reminders and completion. */
export function ThonSettingsPage() {
  const eventCode = useParams().eventCode ?? '';
  const settings = useThonSettings(eventCode);
  if (settings.error) throw settings.error;
  if (!settings.data) return <PageLoader />;
  return <SettingsForm key={settings.data.EventId} settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: ThonSettings }) {
  const { t } = useTranslation();
  const messageText = useThonMessageText();
  const [search] = useSearchParams();
  const update = useUpdateThonSettings();
  // The links to the Thon's other pages: a new Thon's organiser lands here, and imports its roster next.
  const overview = useThonOverview(settings.Event.EventCode);
  const form = useCheckedForm<SettingsValues, unknown, SettingsOutput>({
    resolver: zodResolver(settingsFormSchema),
    values: { Organization: settings.Organization, Event: settings.Event },
  });
  const done = (message: string) =>
    notifications.show({ color: 'teal', message: messageText(message), autoClose: TOAST_TIMEOUT_MS });

  // The switch waiting for its confirmation, and whether completion is being asked about.
  const [pendingFlat, setPendingFlat] = useState<(() => void) | null>(null);
  const [askComplete, setAskComplete] = useState(false);
  const confirmFlatDonations = (switchOn: () => void) => setPendingFlat(() => switchOn);

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { EventId: settings.EventId, ...values },
      {
        onSuccess: (saved) => {
          done(messages.saved);
          // A new code is a new address for this page.
          if (saved.Event.EventCode !== settings.Event.EventCode) {
            window.history.replaceState(
              null,
              '',
              `/thon/${encodeURIComponent(saved.Event.EventCode)}/settings`,
            );
          }
        },
        onError: (error) => {
          if (error instanceof AppError && error.fieldErrors.EventCode) {
            form.setError(
              'Event.EventCode',
              { type: 'server', message: error.fieldErrors.EventCode },
              { shouldFocus: true },
            );
          } else showErrorToast(error);
        },
      },
    ),
  );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Text c="gray.7" fw={600}>
              {settings.Event.Name} ({settings.Event.EventCode})
            </Text>
            <Title order={1}>{t('thons.settings.title')}</Title>
          </Stack>
          <Badge size="lg" color={settings.Status === 'completed' ? 'gray.8' : 'teal.9'}>
            {t(`thons.status.${settings.Status}`)}
          </Badge>
        </Group>
        {overview.data && <ThonNav thon={overview.data} />}
        {search.get('created') && (
          <Alert color="teal" variant="light" role="status">
            {messageText(messages.thonCreated)}
          </Alert>
        )}
        <Paper withBorder p="md">
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t('thons.settings.eventLink')}
              value={settings.EventLink}
              readOnly
              style={{ flex: 1 }}
            />
            <CopyButton value={settings.EventLink}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : 'blue'}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                  onClick={copy}
                >
                  {copied ? t('thons.settings.copied') : t('thons.settings.copyLink')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Paper>
        <PayoutsCard
          eventCode={settings.Event.EventCode}
          eventId={settings.EventId}
          back={search.get('payouts')}
        />
        {settings.Event.FlatDonationsOnly && settings.PerUnitPledgeCount > 0 && (
          <Alert color="yellow" variant="light">
            {t('thons.settings.perUnitKept', { count: settings.PerUnitPledgeCount })}
          </Alert>
        )}
        <FormProvider {...form}>
          <form noValidate onSubmit={submit}>
            <Stack gap="lg">
              <Title order={2} size="h3">
                {t('thons.wizard.steps.organization')}
              </Title>
              <OrganizationFields />
              <Title order={2} size="h3">
                {t('thons.wizard.steps.event')}
              </Title>
              <EventFields eventId={settings.EventId} confirmFlatDonations={confirmFlatDonations} />
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending}>
                  {t('thons.settings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
        <Title order={2} size="h3">
          {t('thons.settings.reminders')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('thons.settings.remindersIntro')}
        </Text>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('thons.settings.reminder')}</Table.Th>
              <Table.Th>{t('thons.settings.date')}</Table.Th>
              <Table.Th>{t('thons.settings.time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.Reminders.map((reminder) => (
              <Table.Tr key={reminder.Key}>
                <Table.Td>{t(`thons.reminders.${reminder.Key}`)}</Table.Td>
                <Table.Td>{formatCalendarDate(reminder.Date)}</Table.Td>
                <Table.Td>
                  {reminder.Time} {reminder.TimeZone}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ThonDataCard eventCode={settings.Event.EventCode} />
        <Paper withBorder p="md">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={600}>{t('thons.settings.completeTitle')}</Text>
              <Text size="sm" c="gray.7">
                {settings.Status === 'completed' && settings.CompletedAt
                  ? t('thons.settings.completedOn', {
                      date: formatDate(new Date(settings.CompletedAt), ianaZoneFor(settings.Event.TimeZone)),
                    })
                  : t('thons.settings.completeHint')}
              </Text>
            </Stack>
            <Button
              color="red"
              variant="light"
              disabled={settings.Status === 'completed'}
              onClick={() => setAskComplete(true)}
            >
              {t('thons.settings.completeConfirm')}
            </Button>
          </Group>
        </Paper>
      </Stack>
      <ConfirmDialog
        opened={pendingFlat !== null}
        title={t('thons.settings.flatTitle')}
        body={t('thons.settings.flatBody', { count: settings.PerUnitPledgeCount })}
        confirmLabel={t('thons.settings.flatConfirm')}
        cancelLabel={t('thons.settings.cancel')}
        onConfirm={() => pendingFlat?.()}
        onClose={() => setPendingFlat(null)}
      />
      <CompleteThonDialog
        opened={askComplete}
        settings={settings}
        onClose={() => setAskComplete(false)}
        onCompleted={done}
      />
    </Container>
  );
}
