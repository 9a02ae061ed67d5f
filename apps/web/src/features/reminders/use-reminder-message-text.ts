import { messageTextWith } from '../../i18n/message-text';
import { remindersEn } from '../../i18n/sections/reminders';

/** useMessageText, knowing also the texts only the reminder screens show. */
export const useReminderMessageText = messageTextWith(remindersEn.messages, (t, key) =>
  t(`reminders.messages.${key}`),
);
