import type { Transporter } from 'nodemailer';
import type { MailTransport } from './email.types';

// A few kept connections: a reminder to thousands must not open a connection per message.
const MAX_CONNECTIONS = 4;

/**
 * Real delivery over SMTP (smtp:// or smtps://, credentials in the URL). The SMTP client is loaded
 * with the first message, so a server that sends none does not hold it (decision 165).
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connected = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: MAX_CONNECTIONS }),
    );
    return transporter;
  };
  return {
    async deliver(message) {
      await (await connected()).sendMail(message);
    },
    close() {
      // A transporter that never opened has nothing to close.
      void transporter?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}
