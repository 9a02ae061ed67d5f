import { messageTextWith } from '../../i18n/message-text';
import { pledgesEn } from '../../i18n/sections/pledges';

/** useMessageText, knowing also the pledge form's refusals: the pledges texts load with these pages. */
export const usePledgeMessageText = messageTextWith(pledgesEn.errors, (t, key) => t(`pledges.errors.${key}`));
