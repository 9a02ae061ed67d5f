import nodemailer from 'nodemailer';
import type { MailTransport } from './email.types';

/** Real delivery over SMTP (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
