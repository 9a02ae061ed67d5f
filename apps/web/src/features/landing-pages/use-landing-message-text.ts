import '../../i18n/sections/landing-pages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import '../../i18n/sections/landing-pages';
import { landingPagesEn } from '@pledgethon/texts';

type LandingMessage = keyof typeof landingPagesEn.messages;
const keyByText = new Map<string, LandingMessage>(
  Object.entries(landingPagesEn.messages).map(([key, text]) => [text, key as LandingMessage]),
);

/** useMessageText, knowing also the texts only the landing-page screens show. */
export function useLandingMessageText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (text) => {
      const key = text === undefined ? undefined : keyByText.get(text);
      return key === undefined ? messageText(text) : t(`landingPages.messages.${key}`);
    },
    [t, messageText],
  );
}
