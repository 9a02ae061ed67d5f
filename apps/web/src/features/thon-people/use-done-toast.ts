import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useMessageText } from '../../i18n/message-text';

/** Shows the server's success text (in the page's language where we have it) as a toast. */
export function useDoneToast(): (message: string) => void {
  const messageText = useMessageText();
  return (message) =>
    notifications.show({ color: 'teal', message: messageText(message), autoClose: TOAST_TIMEOUT_MS });
}
