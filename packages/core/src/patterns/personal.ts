import { z } from 'zod';
import { messages } from '../messages';

export const EMAIL_MAX_LENGTH = 50;
export const FULL_NAME_MAX_LENGTH = 60;

export const emailSchema = z.email(messages.invalidEmail).max(EMAIL_MAX_LENGTH, messages.emailTooLong);

// Letters, digits and spaces cover US ZIP and ZIP+4 without the dash (the 9 variant) and Canadian
// postal codes ("K1A 0B1"); a value of spaces only is not a code.
const ZIP_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]{1,10}$/;
const ZIP_9_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]{1,9}$/;
export const zipSchema = z.string(messages.invalidZip).regex(ZIP_PATTERN, messages.invalidZip);
export const zip9Schema = z.string(messages.invalidZip).regex(ZIP_9_PATTERN, messages.invalidZip);

// A "word" is letters with the apostrophes, hyphens and dots that real names carry (O'Neil,
// Mary-Kate, Jr.); digits are not part of a name.
const FULL_NAME_PATTERN = /^[\p{L}\p{M}'’.-]+(?:\s+[\p{L}\p{M}'’.-]+)+$/u;
export const fullNameSchema = z
  .string(messages.invalidFullName)
  .trim()
  .max(FULL_NAME_MAX_LENGTH, messages.invalidFullName)
  .regex(FULL_NAME_PATTERN, messages.invalidFullName);
