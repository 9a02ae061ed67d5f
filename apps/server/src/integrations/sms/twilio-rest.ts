import type { TextMessage, TextProvider } from './sms.types';
import { TwilioError } from './twilio-errors';

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sending number in E.164 (+15551234567) or a Messaging Service SID (MG...). */
  from: string;
  /** https://api.twilio.com, or a stand-in that speaks the same REST. */
  apiUrl: string;
};

/** A US number of 10 digits as Twilio writes it. */
const toE164 = (digits: string): string => `+1${digits}`;

const PAGE_SIZE = 50;

/** Texts over Twilio's Messages REST resource (form-encoded requests, Basic authentication). */
export function createTwilioProvider(settings: TwilioSettings): TextProvider {
  const base = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = settings.from.startsWith('MG')
    ? { MessagingServiceSid: settings.from }
    : { From: settings.from };

  async function call(path: string, init: RequestInit = {}) {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { authorization, accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      throw new TwilioError(
        `Twilio answered ${response.status}: ${String(body.message ?? 'no message')}`,
        response.status,
        typeof body.code === 'number' ? body.code : null,
      );
    }
    return body;
  }

  return {
    async send({ to, body }: TextMessage) {
      const form = new URLSearchParams({ To: toE164(to), Body: body, ...sender });
      const answer = await call('/Messages.json', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (typeof answer.sid !== 'string') throw new Error('Twilio answered without a message sid');
      return answer.sid;
    },
    async findSent({ to, body, since }) {
      // Twilio filters by day; the body and the moment narrow it to this message.
      const query = new URLSearchParams({
        To: toE164(to),
        'DateSent>': since.toISOString().slice(0, 10),
        PageSize: String(PAGE_SIZE),
      });
      const answer = await call(`/Messages.json?${query}`);
      const sent = Array.isArray(answer.messages) ? (answer.messages as Record<string, unknown>[]) : [];
      const match = sent.find(
        (message) =>
          message.body === body &&
          message.direction !== 'inbound' &&
          Date.parse(String(message.date_created)) >= since.getTime() - 60_000,
      );
      return match && typeof match.sid === 'string' ? match.sid : null;
    },
  };
}
