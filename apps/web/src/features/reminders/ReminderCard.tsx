import '../../i18n/sections/reminders';
import '../../i18n/sections/thons';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReminderSetting, ReminderSettings } from '@pledgethon/contracts';
import {
  hasChanges,
  messages,
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  type ReminderFields,
  reminderChanges,
  US_ZONE_IANA,
  type UsZoneAbbreviation,
} from '@pledgethon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/error-toast';
import { draftOf, isKeepableTime } from './reminder-draft';
import { useReminderTimes, useSaveReminderSetting } from './reminders.api';
import { SmsShareFields } from './SmsShareFields';
import { useReminderMessageText } from './use-reminder-message-text';

const ZONES = Object.keys(US_ZONE_IANA) as UsZoneAbbreviation[];

/**
 * One reminder: its facts, or its fields while it is the row being edited. Keep saves what changed;
 * cancel drops the draft, so the row shows its copy from before the edit again.
 */
export function ReminderCard({
  settings,
  row,
  editing,
  locked,
  onEdit,
  onDone,
  onMessages,
}: {
  settings: ReminderSettings;
  row: ReminderSetting;
  editing: boolean;
  /** Another row is being edited: this one's buttons wait. */
  locked: boolean;
  onEdit: () => void;
  onDone: () => void;
  onMessages: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`thons.reminders.${row.Key}`);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {label}
          </Title>
          {!editing && (
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={locked} onClick={onMessages}>
                {t('reminders.messagesButton')}
              </Button>
              <Button
                size="xs"
                disabled={locked}
                onClick={onEdit}
                aria-label={`${t('reminders.edit')}: ${label}`}
              >
                {t('reminders.edit')}
              </Button>
            </Group>
          )}
        </Group>
        {editing ? (
          <ReminderEditor settings={settings} row={row} onDone={onDone} />
        ) : (
          <ReminderFacts row={row} />
        )}
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

function ReminderFacts({ row }: { row: ReminderSetting }) {
  const { t } = useTranslation();
  const isShare = row.Key === 'ParticipantSMSShare';
  const shareWhen =
    row.DefaultType === 'Hold Messages Between'
      ? `${t('reminders.share.hold')} ${row.HoldStart} – ${row.HoldEnd}`
      : t('reminders.share.immediately');
  const enabled = row.Enabled ? t('reminders.on') : t('reminders.off');
  const template = row.TemplateName ?? t('reminders.noTemplate');
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {isShare ? (
        <>
          <Fact label={t('reminders.share.defaultType')} value={shareWhen} />
          <Fact label={t('reminders.zone')} value={row.TimeZone} />
        </>
      ) : (
        <>
          <Fact label={t('reminders.days')} value={String(row.Days)} />
          <Fact label={t('reminders.date')} value={row.DateAndDay ?? ''} />
          <Fact label={t('reminders.time')} value={`${row.Time ?? ''} ${row.TimeZone}`} />
        </>
      )}
      <Fact label={t('reminders.enabled')} value={enabled} />
      <Fact label={t('reminders.template')} value={template} />
    </SimpleGrid>
  );
}

function ReminderEditor({
  settings,
  row,
  onDone,
}: {
  settings: ReminderSettings;
  row: ReminderSetting;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useReminderMessageText();
  const [copy] = useState(() => draftOf(row));
  const [draft, setDraft] = useState<ReminderFields>(copy);
  const save = useSaveReminderSetting(settings.EventCode);
  const times = useReminderTimes(draft.TimeZone);
  const isShare = row.Key === 'ParticipantSMSShare';
  const changes = reminderChanges(copy, draft);
  const timeError = !isShare && !isKeepableTime(draft.Time) ? messageText(messages.invalidTime) : undefined;
  const defaultTime = times.data?.find((time) => time.Name === row.Key)?.SendTimeLocal;
  const set = (change: Partial<ReminderFields>) => setDraft((current) => ({ ...current, ...change }));

  const keep = () =>
    save.mutate(
      { EventId: settings.EventId, Key: row.Key, ...draft, Changes: changes },
      { onSuccess: onDone, onError: showErrorToast },
    );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        {!isShare && (
          <NumberInput
            label={t('reminders.days')}
            description={t('reminders.daysHint')}
            value={draft.Days ?? 0}
            min={REMINDER_DAYS_MIN}
            max={REMINDER_DAYS_MAX}
            allowDecimal={false}
            clampBehavior="strict"
            onChange={(value) => set({ Days: typeof value === 'number' ? value : Number(value) || 0 })}
          />
        )}
        {!isShare && (
          <TextInput
            label={t('reminders.time')}
            description={t('reminders.timeHint')}
            value={draft.Time ?? ''}
            maxLength={8}
            error={timeError}
            onChange={(event) => set({ Time: event.currentTarget.value })}
          />
        )}
        <Select
          label={t('reminders.zone')}
          data={ZONES}
          value={draft.TimeZone}
          allowDeselect={false}
          onChange={(value) => value && set({ TimeZone: value as UsZoneAbbreviation })}
        />
        <Switch
          mt="lg"
          label={t('reminders.enabled')}
          checked={draft.Enabled}
          onChange={(event) => set({ Enabled: event.currentTarget.checked })}
        />
      </SimpleGrid>
      {!isShare && times.isError && (
        <Text size="sm" c="red.8" role="alert">
          {messageText(messages.reminderDefaultsLoadFailed)}
        </Text>
      )}
      {!isShare && defaultTime && (
        <Group gap="xs">
          <Text size="sm" c="gray.7">
            {t('reminders.defaultTime', { zone: draft.TimeZone, time: defaultTime })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => set({ Time: defaultTime })}>
            {t('reminders.useDefault')}
          </Button>
        </Group>
      )}
      {isShare && <SmsShareFields draft={draft} onChange={set} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('reminders.cancel')}
        </Button>
        <Button
          onClick={keep}
          loading={save.isPending}
          disabled={!hasChanges(changes) || timeError !== undefined}
        >
          {t('reminders.keep')}
        </Button>
      </Group>
    </Stack>
  );
}
