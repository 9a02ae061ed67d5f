export type { OutgoingEmail as EmailMessage } from '../delivery/outbox-rows';

/** One e-mail as handed to a mail server. */
type MailDelivery = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same id on every attempt, so a mail system can tell a repeat from a new message. */
  messageId: string;
  headers?: Record<string, string>;
};

/** Hands a stored message to a mail server. Absent when SMTP_URL is unset: the outbox is the delivery. */
export type MailTransport = {
  deliver(message: MailDelivery): Promise<void>;
  close(): void;
};

/** A mail server's permanent refusal (5xx): the address bounced and is not written to again. */
export const isPermanentMailFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
