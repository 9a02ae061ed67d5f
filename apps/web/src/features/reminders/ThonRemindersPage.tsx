import '../../i18n/sections/reminders';
import '../../i18n/sections/thons';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { useSessionContext } from '../auth/session-context';
import { ThonPeopleShell, useEventCodeParam } from '../thon-people/ThonPeopleShell';
import { ReminderCard } from './ReminderCard';
import { useReminderSettings } from './reminders.api';
import { TemplatesDialog } from './TemplatesDialog';

/** /thon/{eventCode}/reminders: the Thon's seven reminders, edited one at a time, and their messages. */
export function ThonRemindersPage() {
  const { t } = useTranslation();
  return <ThonPeopleShell title={t('reminders.title')}>{() => <ReminderList />}</ThonPeopleShell>;
}

function ReminderList() {
  const { t } = useTranslation();
  const eventCode = useEventCodeParam();
  const settings = useReminderSettings(eventCode);
  const userId = useSessionContext().data?.UserId ?? null;
  const [editing, setEditing] = useState<string | null>(null);
  const [messagesOf, setMessagesOf] = useState<string | null>(null);
  if (settings.error) throw settings.error;
  if (!settings.data) return <PageLoader />;
  const data = settings.data;
  const dialogRow = data.Reminders.find((row) => row.Key === messagesOf);
  return (
    <Stack gap="md">
      <Text>{t('reminders.intro')}</Text>
      {data.Reminders.map((row) => (
        <ReminderCard
          key={row.Key}
          settings={data}
          row={row}
          editing={editing === row.Key}
          locked={editing !== null && editing !== row.Key}
          onEdit={() => setEditing(row.Key)}
          onDone={() => setEditing(null)}
          onMessages={() => setMessagesOf(row.Key)}
        />
      ))}
      {dialogRow && userId && (
        <TemplatesDialog
          settings={data}
          row={dialogRow}
          userId={userId}
          onClose={() => setMessagesOf(null)}
        />
      )}
    </Stack>
  );
}
