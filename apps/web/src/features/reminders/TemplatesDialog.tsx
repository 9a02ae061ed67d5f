import '../../i18n/sections/reminders';
import '../../i18n/sections/thons';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageTemplate, ReminderSetting, ReminderSettings } from '@pledgethon/contracts';
import { messages, REMINDER_CHANGE_FLAGS, type ReminderKey, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showErrorToast } from '../../ui/error-toast';
import { draftOf } from './reminder-draft';
import {
  useActiveTemplates,
  useSaveReminderSetting,
  useTemplateBody,
  useTemplateCommands,
} from './reminders.api';
import { TemplateBodyField } from './TemplateBodyField';
import { TemplatePreview } from './TemplatePreview';
import { useReminderMessageText } from './use-reminder-message-text';

const NEW = 'new';
type Draft = { name: string; subject: string; body: string; messageType: 'email' | 'sms' };
const draftFrom = (template: MessageTemplate): Draft => ({
  name: template.TemplateName,
  subject: template.MessageSubject ?? '',
  body: template.MessageBody,
  messageType: template.MessageType,
});
// A new template starts on the channel its reminder is named for; last chance and shares go by text.
const channelOf = (key: ReminderKey): Draft['messageType'] =>
  key.startsWith('Email') || key.startsWith('Merch') ? 'email' : 'sms';
const NO_FLAGS = Object.fromEntries(REMINDER_CHANGE_FLAGS.map((flag) => [flag, false])) as Record<
  (typeof REMINDER_CHANGE_FLAGS)[number],
  boolean
>;

/**
 * A reminder's templates: pick one, write a new one or change one of your own (built-in texts are
 * read-only), archive it, and give it to the reminder. The preview follows every keystroke.
 */
export function TemplatesDialog({
  settings,
  row,
  userId,
  onClose,
}: {
  settings: ReminderSettings;
  row: ReminderSetting;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useReminderMessageText();
  const templates = useActiveTemplates(userId, row.Key);
  const commands = useTemplateCommands(userId, row.Key, settings.EventCode);
  const attach = useSaveReminderSetting(settings.EventCode);
  const [selectedId, setSelectedId] = useState<string>(row.MessageTemplateId ?? NEW);
  const list = templates.data?.Templates ?? [];
  const selected = list.find((template) => template.Id === selectedId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [askArchive, setAskArchive] = useState(false);
  const body = useTemplateBody(selected && !selected.IsCustom ? selected.Id : null, row.Key);
  const editable = selectedId === NEW || selected?.IsCustom === true;
  const shown: Draft =
    draft ??
    (selected ? draftFrom(selected) : { name: '', subject: '', body: '', messageType: channelOf(row.Key) });
  const set = (change: Partial<Draft>) => setDraft({ ...shown, ...change });
  const done = (message: string) =>
    notifications.show({ color: 'teal', message: messageText(message), autoClose: TOAST_TIMEOUT_MS });
  const choose = (id: string) => {
    setSelectedId(id);
    setDraft(null);
  };

  const saveAsNew = () =>
    commands.save.mutate(
      {
        Name: shown.name,
        Subject: shown.messageType === 'email' ? shown.subject : null,
        MessageType: shown.messageType,
        Body: shown.body,
        Category: row.Key,
      },
      {
        onSuccess: (result) => {
          done(result.Item2);
          if (result.Item4) choose(result.Item4);
        },
        onError: showErrorToast,
      },
    );
  const update = () =>
    selected &&
    commands.update.mutate(
      {
        Name: shown.name,
        Subject: shown.messageType === 'email' ? shown.subject : null,
        Body: shown.body,
        Category: row.Key,
        Id: selected.Id,
      },
      { onSuccess: (result) => done(result.Item2), onError: showErrorToast },
    );
  const archive = () =>
    selected &&
    commands.archive.mutate(selected.Id, {
      onSuccess: () => {
        done(messages.templateArchived);
        choose(NEW);
      },
      onError: showErrorToast,
    });
  const attachSelected = () =>
    selected &&
    attach.mutate(
      {
        EventId: settings.EventId,
        Key: row.Key,
        ...draftOf(row),
        MessageTemplateId: selected.Id,
        Changes: { ...NO_FLAGS, TemplateId: true },
      },
      { onSuccess: () => done(messages.saved), onError: showErrorToast },
    );

  const label = t(`thons.reminders.${row.Key}`);
  const attached = settings.Reminders.find((each) => each.Key === row.Key)?.MessageTemplateId;
  const options = [
    { value: NEW, label: t('reminders.templates.newTemplate') },
    ...list.map((template) => ({
      value: template.Id,
      label: `${template.TemplateName} (${template.IsCustom ? t('reminders.templates.yours') : t('reminders.templates.builtIn')})`,
    })),
  ];
  const loadFailed = templates.isError || body.isError;

  return (
    <Modal opened onClose={onClose} size="xl" title={t('reminders.templates.title', { reminder: label })}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          {loadFailed && (
            <Alert color="red" role="alert">
              {messageText(messages.templateLoadFailed)}
            </Alert>
          )}
          <Group gap="xs" align="flex-end">
            <Select
              style={{ flex: 1 }}
              label={t('reminders.templates.choose')}
              data={options}
              value={selectedId}
              allowDeselect={false}
              onChange={(value) => value && choose(value)}
            />
            {selected && selected.Id === attached && (
              <Badge variant="light">{t('reminders.templates.inUse')}</Badge>
            )}
          </Group>
          {selectedId === NEW && (
            <SegmentedControl
              aria-label={t('reminders.templates.sentAs')}
              value={shown.messageType}
              onChange={(value) => set({ messageType: value as Draft['messageType'] })}
              data={[
                { value: 'email', label: t('reminders.templates.email') },
                { value: 'sms', label: t('reminders.templates.sms') },
              ]}
            />
          )}
          {!editable && <Text size="sm">{t('reminders.templates.readOnly')}</Text>}
          <TextInput
            label={t('reminders.templates.name')}
            value={shown.name}
            maxLength={60}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          {shown.messageType === 'email' && (
            <TextInput
              label={t('reminders.templates.subject')}
              value={shown.subject}
              maxLength={150}
              readOnly={!editable}
              onChange={(event) => set({ subject: event.currentTarget.value })}
            />
          )}
          <TemplateBodyField
            key={`${selectedId}-${shown.messageType}`}
            messageType={shown.messageType}
            editable={editable}
            value={shown.body}
            onChange={(next) => set({ body: next })}
          />
          <Group gap="xs">
            <Button variant="default" onClick={saveAsNew} loading={commands.save.isPending}>
              {t('reminders.templates.saveAsNew')}
            </Button>
            {selected?.IsCustom && (
              <Button variant="default" onClick={update} loading={commands.update.isPending}>
                {t('reminders.templates.update')}
              </Button>
            )}
            {selected?.IsCustom && (
              <Button variant="default" color="red" onClick={() => setAskArchive(true)}>
                {t('reminders.templates.archive')}
              </Button>
            )}
            {selected && selected.Id !== attached && (
              <Button onClick={attachSelected} loading={attach.isPending}>
                {t('reminders.templates.attach')}
              </Button>
            )}
          </Group>
        </Stack>
        <TemplatePreview
          messageType={shown.messageType}
          subject={shown.subject}
          body={!editable && body.data !== undefined ? body.data : shown.body}
          values={settings.PreviewValues}
        />
      </SimpleGrid>
      <ConfirmDialog
        opened={askArchive}
        title={t('reminders.templates.archiveTitle')}
        body={t('reminders.templates.archiveBody')}
        confirmLabel={t('reminders.templates.archive')}
        cancelLabel={t('reminders.cancel')}
        destructive
        onConfirm={() => {
          setAskArchive(false);
          archive();
        }}
        onClose={() => setAskArchive(false)}
      />
    </Modal>
  );
}
