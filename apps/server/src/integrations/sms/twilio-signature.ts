import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature: HMAC-SHA1, keyed with the auth token, of the full URL Twilio called
 * followed by each POST parameter's name and value in name order, base64-encoded.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => `${text}${name}${params[name]}`, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether a webhook request really comes from Twilio (the X-Twilio-Signature header). */
export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
