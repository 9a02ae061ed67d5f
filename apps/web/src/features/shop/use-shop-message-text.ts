import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { shopAdminEn } from '../../i18n/sections/shop-admin';

type ShopMessage = keyof typeof shopAdminEn.messages;
const keyByText = new Map<string, ShopMessage>(
  Object.entries(shopAdminEn.messages).map(([key, text]) => [text, key as ShopMessage]),
);

/** useMessageText, knowing also the texts only the shop pages show (their translations load with them). */
export function useShopMessageText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (text) => {
      const key = text === undefined ? undefined : keyByText.get(text);
      return key === undefined ? messageText(text) : t(`shopAdmin.messages.${key}`);
    },
    [t, messageText],
  );
}
