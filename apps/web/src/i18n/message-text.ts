import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesEn } from './sections/messages';

type TranslatedMessage = keyof typeof messagesEn;

const keyByText = new Map<string, TranslatedMessage>(
  Object.entries(messagesEn).map(([key, text]) => [text, key as TranslatedMessage]),
);

/**
 * Shows a spec text the browser produced (a form check) in the page's language; any other text, such
 * as the server's own wording, is shown as it is.
 */
export function useMessageText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (text) => {
      if (text === undefined) return undefined;
      const key = keyByText.get(text);
      return key === undefined ? text : t(`messages.${key}`);
    },
    [t],
  );
}
