import { messageTextWith } from '../../i18n/message-text';
import '../../i18n/sections/thons';
import { thonsEn } from '@pledgethon/texts';

/** useMessageText, knowing also the texts only the Thon pages show (their translations load with them). */
export const useThonMessageText = messageTextWith(thonsEn.messages, (t, key) => t(`thons.messages.${key}`));
