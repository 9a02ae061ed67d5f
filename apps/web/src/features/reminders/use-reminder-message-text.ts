import { messageTextWith } from '../../i18n/message-text';
import '../../i18n/sections/reminders';
import { remindersEn } from '@pledgethon/texts';

/** useMessageText, knowing also the texts only the reminder screens show. */
export const useReminderMessageText = messageTextWith(remindersEn.messages, (t, key) =>
  t(`reminders.messages.${key}`),
);
