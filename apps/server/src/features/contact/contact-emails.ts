import type { EmailMessage } from '../../integrations/email/email.types';
import type { ContactRequest } from './contact.queries';

export type ContactSummary = {
  request: ContactRequest;
  issueTypeName: string;
  /** The signed-in account that sent it; null for a sender who answered the captcha. */
  account: string | null;
};

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What support needs to answer: who wrote, about what, and the message itself. */
export function contactDescription({ request, issueTypeName, account }: ContactSummary): string {
  const lines = [
    `From: ${request.fromName} <${request.fromEmail}>`,
    `Account: ${account ?? 'not signed in (captcha answered)'}`,
    `Issue type: ${issueTypeName}`,
  ];
  if (request.attachments.length > 0) {
    const files = request.attachments.map((file) => `${file.fileName} (${formatSize(file.size)})`);
    lines.push(`Attachments: ${files.join(', ')}`);
  }
  return `${lines.join('\n')}\n\n${request.message}`;
}

/** To the support address; sent even when no ticket could be made, so the message is never lost. */
export function supportEmail(
  summary: ContactSummary,
  {
    supportAddress,
    ticketKey,
    attachmentsFailed,
  }: {
    supportAddress: string;
    ticketKey: string | null;
    attachmentsFailed: boolean;
  },
): EmailMessage {
  const { request } = summary;
  const notes = [
    ticketKey ? `Ticket: ${ticketKey}` : 'No ticket could be created: the ticketing service did not answer.',
    ...(attachmentsFailed
      ? ['The attachments could not be added to the ticket; they are kept on the server.']
      : []),
    `Reply to: ${request.fromEmail}`,
  ];
  return {
    to: supportAddress,
    subject: `[${ticketKey ?? 'no ticket'}] ${request.subject}`,
    text: `${notes.join('\n')}\n\n${contactDescription(summary)}`,
    idempotencyKey: `${request.idempotencyKey}:support:${ticketKey ?? 'no-ticket'}`,
  };
}

/** To the sender: their message arrived, under which ticket. */
export function confirmationEmail(request: ContactRequest, ticketKey: string): EmailMessage {
  return {
    to: request.fromEmail,
    subject: `We received your message: ${request.subject}`,
    text: [
      `Hello ${request.fromName},`,
      '',
      `Thank you for contacting PledgeThon support. Your message is recorded as ticket ${ticketKey}; we will answer at this address.`,
      '',
      'Your message:',
      request.message,
    ].join('\n'),
    idempotencyKey: `${request.idempotencyKey}:confirmation`,
  };
}
