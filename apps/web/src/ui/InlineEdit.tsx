import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/message-text';

export type InlineEditProps = {
  /** What is edited, for the field's label and the edit button's name. */
  label: string;
  /** The value as text: shown, and the input's first content. */
  value: string;
  /** How the value shows when not being edited; the text itself by default. */
  display?: ReactNode;
  /** Checks the text before saving: a text returned is shown in place and nothing is saved. */
  beforeSave?: (text: string) => string | undefined;
  /** Saves the text; a failure's message is shown in place and the field stays open. */
  save: (text: string) => Promise<unknown>;
  /** Runs once the save succeeded, with the text saved. */
  afterSave?: (text: string) => void;
};

/**
 * A value edited where it is shown (spec section 4): show, then submit (before-save, save,
 * after-save) or cancel with Escape or a click outside. Success and error are shown in place.
 */
export function InlineEdit({ label, value, display, beforeSave, save, afterSave }: InlineEditProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const cancel = () => {
    if (saving) return;
    setEditing(false);
    setError(undefined);
  };
  const ref = useClickOutside<HTMLFormElement>(() => editing && cancel());

  const submit = async () => {
    const problem = beforeSave?.(text);
    if (problem) {
      setError(messageText(problem));
      return;
    }
    setSaving(true);
    try {
      await save(text);
      setEditing(false);
      setError(undefined);
      setSaved(true);
      afterSave?.(text);
    } catch (failure) {
      setError(messageText(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Group gap={6} wrap="nowrap">
        {display ?? <Text span>{value}</Text>}
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('inlineEdit.edit', { label })}
          onClick={() => {
            setText(value);
            setSaved(false);
            setEditing(true);
          }}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        {saved && (
          <Text span size="sm" c="teal.9" role="status">
            <IconCheck size={14} aria-hidden /> {t('inlineEdit.saved')}
          </Text>
        )}
      </Group>
    );
  }

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          cancel();
        }
      }}
    >
      <Group gap={6} align="flex-start" wrap="nowrap">
        <TextInput
          label={label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          size="xs"
          maxLength={60}
          data-autofocus
          autoFocus
        />
        <Button type="submit" size="xs" mt={22} loading={saving}>
          {t('inlineEdit.save')}
        </Button>
        <Button type="button" size="xs" mt={22} variant="default" onClick={cancel} disabled={saving}>
          {t('inlineEdit.cancel')}
        </Button>
      </Group>
    </form>
  );
}
