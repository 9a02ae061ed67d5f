import { z } from 'zod';
import { messages } from '../messages';

/** 16 to 19 digits; a single space or dash may separate any two, as cards print them. */
export const CARD_NUMBER_PATTERN = /^(?:\d[ -]?){15,18}\d$/;
/** The card security code: 3 digits, or 4 on some cards. */
export const CSC_PATTERN = /^\d{3,4}$/;

export const cardNumberSchema = z
  .string(messages.invalidCardNumber)
  .regex(CARD_NUMBER_PATTERN, messages.invalidCardNumber);
export const cscSchema = z.string(messages.invalidCsc).regex(CSC_PATTERN, messages.invalidCsc);
