export type EmailMessage = {
  to: string;
  subject: string;
  /** Plain text; every message has one, so any mail client can read it. */
  text: string;
  /** A key the caller derives from what the message is for, so a retried command sends it once. */
  idempotencyKey: string;
  eventId?: string | null;
};

/** Hands a stored message to a mail server. Absent when SMTP_URL is unset: the outbox is the delivery. */
export type MailTransport = {
  deliver(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
  close(): void;
};
