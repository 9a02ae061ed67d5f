import type { Executor } from '@pledgethon/db';
import { liftOptOut, suppressAddress } from '../../integrations/delivery/suppressions.queries';

// The words carriers and Twilio treat as opting out, and as asking for help or to start again.
const STOP_WORDS = new Set(['STOP', 'END', 'CANCEL', 'UNSUBSCRIBE', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

export const OPTED_OUT_REPLY =
  'PledgeThon: you are unsubscribed and will receive no more texts from us. Reply START to receive them again.';
const OPTED_IN_REPLY = 'PledgeThon: you will receive texts from us again. Reply STOP to opt out.';
export const helpReply = (supportEmail: string) =>
  `PledgeThon: fundraising event reminders and shares. Reply STOP to opt out. Help: ${supportEmail}`;

/** A US number as its 10 digits, from Twilio's E.164 (+15551234567); null for anything else. */
function usDigits(e164: string): string | null {
  const digits = e164.replace(/[^0-9]/g, '');
  if (/^1[0-9]{10}$/.test(digits)) return digits.slice(1);
  return /^[0-9]{10}$/.test(digits) ? digits : null;
}

/**
 * What a reply to one of our texts does: a stop word opts the number out, confirmed once (a second
 * STOP answers nothing); START lifts it; HELP answers what the texts are. Anything else is ignored.
 * Answers the text to reply with, if any.
 */
export async function answerInboundText(
  db: Executor,
  { from, body, supportEmail }: { from: string; body: string; supportEmail: string },
): Promise<string | null> {
  const word = body.trim().toUpperCase();
  const address = usDigits(from);
  if (HELP_WORDS.has(word)) return helpReply(supportEmail);
  if (!address) return null;
  if (STOP_WORDS.has(word)) {
    const isNew = await suppressAddress(db, { channel: 'sms', address, reason: 'opted_out' });
    return isNew ? OPTED_OUT_REPLY : null;
  }
  if (START_WORDS.has(word)) {
    await liftOptOut(db, { address });
    return OPTED_IN_REPLY;
  }
  return null;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Twilio's reply format: one message, or none. */
export const twiml = (reply: string | null): string =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${
    reply === null ? '' : `<Message>${reply.replace(/[&<>]/g, (char) => XML_ESCAPES[char] ?? char)}</Message>`
  }</Response>`;
