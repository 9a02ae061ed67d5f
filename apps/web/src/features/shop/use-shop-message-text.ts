import { lineShortOfStock } from '@pledgethon/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageTextWith } from '../../i18n/message-text';
import '../../i18n/sections/shop-admin';
import { shopAdminEn } from '@pledgethon/texts';

const useCatalogueText = messageTextWith(shopAdminEn.messages, (t, key) => t(`shopAdmin.messages.${key}`));

/**
 * useMessageText, knowing also the texts only the shop pages show (their translations load with them),
 * among them the stock refusal that names its line.
 */
export function useShopMessageText() {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  return useCallback(
    (text: string | undefined) => {
      const line = text === undefined ? undefined : lineShortOfStock(text);
      return line === undefined
        ? catalogueText(text)
        : t('shopAdmin.messages.notEnoughStock', { product: line });
    },
    [t, catalogueText],
  );
}
