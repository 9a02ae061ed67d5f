import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { remindersEn } from '../../i18n/sections/reminders';

type ReminderMessage = keyof typeof remindersEn.messages;
const keyByText = new Map<string, ReminderMessage>(
  Object.entries(remindersEn.messages).map(([key, text]) => [text, key as ReminderMessage]),
);

/** useMessageText, knowing also the texts only the reminder screens show. */
export function useReminderMessageText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (text) => {
      const key = text === undefined ? undefined : keyByText.get(text);
      return key === undefined ? messageText(text) : t(`reminders.messages.${key}`);
    },
    [t, messageText],
  );
}
