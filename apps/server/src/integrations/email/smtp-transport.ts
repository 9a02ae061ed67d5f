import nodemailer from 'nodemailer';
import type { MailTransport } from './email.types';

// A few kept connections: a reminder to thousands must not open a connection per message.
const MAX_CONNECTIONS = 4;

/** Real delivery over SMTP (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: MAX_CONNECTIONS,
  });
  return {
    async deliver(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
