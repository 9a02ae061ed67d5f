import { z } from 'zod';
import { messages } from '../messages';

/** Names of organisations, teams and events: letters, digits, space and . , & - up to 50. */
const PLAIN_TEXT_PATTERN = /^[A-Za-z0-9.,&\- ]{1,50}$/;
export const plainTextSchema = z.string(messages.invalidText).regex(PLAIN_TEXT_PATTERN, messages.invalidText);

// "Any text" means no character rule; an empty value is allowed, as with any optional free text.
export const anyText60Schema = z.string(messages.textTooLong).max(60, messages.textTooLong);
export const anyText30Schema = z.string(messages.textTooLong).max(30, messages.textTooLong);
