import { z } from 'zod';
import { messages } from '../messages';

/** 10 US digits, area code optionally in parentheses, groups optionally split by '-', '.' or a space. */
const US_PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;
const PHONE_10_DIGITS_PATTERN = /^\d{10}$/;
const PHONE_5_TO_15_DIGITS_PATTERN = /^\d{5,15}$/;
const PHONE_UP_TO_20_DIGITS_PATTERN = /^\d{1,20}$/;

export const usPhoneSchema = z.string(messages.invalidPhone).regex(US_PHONE_PATTERN, messages.invalidPhone);
export const phone10DigitsSchema = z
  .string(messages.invalidPhone)
  .regex(PHONE_10_DIGITS_PATTERN, messages.invalidPhone);
export const phone5To15DigitsSchema = z
  .string(messages.invalidPhoneDigits)
  .regex(PHONE_5_TO_15_DIGITS_PATTERN, messages.invalidPhoneDigits);
export const phoneUpTo20DigitsSchema = z
  .string(messages.invalidPhoneDigits)
  .regex(PHONE_UP_TO_20_DIGITS_PATTERN, messages.invalidPhoneDigits);

const US_MOBILE_DIGITS = 10;

/**
 * The digits to store for a US mobile number typed or pasted in any format: at most 10. A pasted
 * "+1 (201) 555-0123" keeps its 10 national digits rather than losing the last one to the country code.
 */
export const mobileDigits = (input: string): string => {
  const digits = input.replace(/\D/g, '');
  const national =
    digits.length === US_MOBILE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, US_MOBILE_DIGITS);
};

/** Formats stored digits as (xxx) xxx-xxxx; a partial number is formatted as far as it goes, for typing. */
export const formatUsMobile = (digits: string): string => {
  const d = mobileDigits(digits);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/** Accepts a mobile number in any common format and yields the 10 digits to store. */
export const usMobileSchema = z
  .string(messages.invalidPhone)
  .transform(mobileDigits)
  .pipe(z.string().length(US_MOBILE_DIGITS, messages.invalidPhone));
