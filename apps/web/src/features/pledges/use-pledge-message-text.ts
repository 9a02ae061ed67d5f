import { messageTextWith } from '../../i18n/message-text';
import '../../i18n/sections/pledges';
import { pledgesEn } from '@pledgethon/texts';

/** useMessageText, knowing also the pledge form's refusals: the pledges texts load with these pages. */
export const usePledgeMessageText = messageTextWith(pledgesEn.errors, (t, key) => t(`pledges.errors.${key}`));
