import { z } from 'zod';
import { messages } from '../messages';

export const PASSWORD_PATTERN = /^(?=.*\d).{4,20}$/;
export const STRONG_PASSWORD_PATTERN = /^(?=.*\d).{8,}$/;
/** What the card payment provider demands of the passwords it is given. */
export const PAYMENT_PROVIDER_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/;

export const passwordSchema = z
  .string(messages.invalidPassword)
  .regex(PASSWORD_PATTERN, messages.invalidPassword);
export const strongPasswordSchema = z
  .string(messages.invalidStrongPassword)
  .regex(STRONG_PASSWORD_PATTERN, messages.invalidStrongPassword);
export const paymentProviderPasswordSchema = z
  .string(messages.invalidPaymentProviderPassword)
  .regex(PAYMENT_PROVIDER_PASSWORD_PATTERN, messages.invalidPaymentProviderPassword);
