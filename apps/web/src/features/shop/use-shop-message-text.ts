import { messageTextWith } from '../../i18n/message-text';
import { shopAdminEn } from '../../i18n/sections/shop-admin';

/** useMessageText, knowing also the texts only the shop pages show (their translations load with them). */
export const useShopMessageText = messageTextWith(shopAdminEn.messages, (t, key) =>
  t(`shopAdmin.messages.${key}`),
);
