import { Text } from '@mantine/core';
import { useMessageText } from '../../i18n/message-text';

/** The success text of the last save, beside the button that made it, for as long as it holds. */
export function SavedStatus({ message }: { message: string | null }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <Text role="status" c="teal.9" fw={600}>
      {messageText(message)}
    </Text>
  );
}
