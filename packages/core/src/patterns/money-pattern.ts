import { z } from 'zod';
import { messages } from '../messages';
import { MONEY_PATTERN, parseMoneyToCents } from '../money';

export const moneyTextSchema = z.string(messages.invalidMoney).regex(MONEY_PATTERN, messages.invalidMoney);

/** Money text in, integer cents out: the form of every amount a user types. */
export const moneyCentsSchema = moneyTextSchema
  .transform((text) => parseMoneyToCents(text))
  .pipe(z.number(messages.invalidMoney));
