import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { thonsEn } from '../../i18n/sections/thons';

type ThonMessage = keyof typeof thonsEn.messages;
const keyByText = new Map<string, ThonMessage>(
  Object.entries(thonsEn.messages).map(([key, text]) => [text, key as ThonMessage]),
);

/** useMessageText, knowing also the texts only the Thon pages show (their translations load with them). */
export function useThonMessageText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (text) => {
      const key = text === undefined ? undefined : keyByText.get(text);
      return key === undefined ? messageText(text) : t(`thons.messages.${key}`);
    },
    [t, messageText],
  );
}
