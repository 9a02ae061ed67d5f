import { z } from 'zod';
import { messages } from '../messages';

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
