import { messagesEn } from '@pledgethon/texts';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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

/**
 * A hook like useMessageText that knows also the texts only some screens show: `catalogue` (their
 * English, by key) is found by its text and shown as `translate` words its key, from the screens'
 * own translations, which load with them.
 */
export function messageTextWith<Key extends string>(
  catalogue: Readonly<Record<Key, string>>,
  translate: (t: TFunction, key: Key) => string,
): () => (text: string | undefined) => string | undefined {
  const keyByText = new Map<string, Key>(
    (Object.entries(catalogue) as [Key, string][]).map(([key, text]) => [text, key]),
  );
  return function usePageMessageText() {
    const { t } = useTranslation();
    const messageText = useMessageText();
    return useCallback(
      (text) => {
        const key = text === undefined ? undefined : keyByText.get(text);
        return key === undefined ? messageText(text) : translate(t, key);
      },
      [t, messageText],
    );
  };
}
