import { messages } from '@pledgethon/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { contactEn } from '../../i18n/sections/contact';

type ContactMessageKey = keyof typeof contactEn.messages;

const keyByText = new Map<string, ContactMessageKey>(
  Object.keys(contactEn.messages).map((key) => [
    messages[key as ContactMessageKey],
    key as ContactMessageKey,
  ]),
);

/**
 * Shows a text of the form's checks or of the server's answer in the page's language. A text the
 * form does not know is shown as it came.
 */
export function useContactText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (text) => {
      if (text === undefined) return undefined;
      const key = keyByText.get(text);
      return key === undefined ? text : t(`contact.messages.${key}`);
    },
    [t],
  );
}
