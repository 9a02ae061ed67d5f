import { messages } from '@pledgethon/core';
import { z } from 'zod';

// PostgreSQL cannot store U+0000 in text or jsonb, and no single-line field has a use for the
// other control characters; multi-line text keeps tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const ONE_LINE = /^[^\u0000-\u001F\u007F]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const MANY_LINES = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

// A lone half of a surrogate pair is no character: it cannot be stored or sent as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

function bounded(max: number, pattern: RegExp, typeMessage?: string) {
  return z
    .string(typeMessage)
    .max(max, messages.textTooLong)
    .regex(pattern, messages.invalidData)
    .refine(isWellFormed, messages.invalidData);
}

/**
 * A single-line text of at most `max` characters without control characters or broken surrogates.
 * Every string a request carries is one of these (or a stricter pattern), so no input reaches the
 * database that it cannot hold. `typeMessage` answers a value that is missing or not a string.
 */
export const boundedText = (max: number, typeMessage?: string) => bounded(max, ONE_LINE, typeMessage);

/** The same for text that may run over several lines (a message, a template body). */
export const boundedMultilineText = (max: number, typeMessage?: string) =>
  bounded(max, MANY_LINES, typeMessage);

/** Session, reset, hand-off and sign-in tickets: random text far shorter than this. */
export const TOKEN_MAX_LENGTH = 200;
/** Access codes and event codes. */
export const CODE_MAX_LENGTH = 50;
/** The spec's passwords are 4 to 20 characters; older or stronger ones stay well inside this. */
export const PASSWORD_MAX_LENGTH = 128;
/** A same-site path with its query, or a provider's callback value. */
export const PATH_MAX_LENGTH = 2048;
