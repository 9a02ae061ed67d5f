import { z } from 'zod';
import { messages } from '../messages';

// Commas must group thousands properly ("1,000", not "10,00"), so a mistyped amount is rejected rather
// than read as a different number. A leading dot (".50") is accepted as people type it.
export const MONEY_PATTERN = /^\$?(?=\.?\d)(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d{1,2})?$/;

export const moneyTextSchema = z.string(messages.invalidMoney).regex(MONEY_PATTERN, messages.invalidMoney);
