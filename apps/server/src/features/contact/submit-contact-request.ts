import { resolve } from 'node:path';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { sendEmail } from '../../integrations/email/send-email';
import { type Ticketing, TicketingUnavailableError } from '../../integrations/ticketing/ticketing.types';
import type { JobQueue } from '../../jobs/job-queue';
import { setContactTicketKey } from './contact.queries';
import { type ContactSummary, confirmationEmail, contactDescription, supportEmail } from './contact-emails';
import { type ContactToStore, storeContactRequest } from './store-contact-request';

export type ContactDeps = {
  db: Executor;
  jobs: JobQueue;
  config: Config;
  ticketing: Ticketing;
  log: FastifyBaseLogger;
};

/**
 * Stores the request, makes it a ticket and e-mails support and the sender; gives the ticket key.
 * A resend of a request that already has its ticket only makes sure the e-mails went out; one whose
 * ticket failed tries the ticket again.
 */
export async function submitContactRequest(
  deps: ContactDeps,
  submission: ContactToStore & Omit<ContactSummary, 'request'>,
): Promise<string> {
  const request = await storeContactRequest(deps, submission);
  const summary: ContactSummary = { ...submission, request };
  const supportAddress = deps.config.SUPPORT_EMAIL;

  let ticketKey = request.ticketKey;
  let attachmentsFailed = false;
  if (!ticketKey) {
    try {
      const ticket = await deps.ticketing.createTicket({
        contactRequestId: request.id,
        issueTypeId: request.jiraIssueType ?? submission.fields.jiraIssueType,
        summary: request.subject,
        description: contactDescription(summary),
        attachments: request.attachments.map((file) => ({
          fileName: file.fileName,
          contentType: file.contentType,
          absolutePath: resolve(deps.config.DATA_DIR, file.storagePath),
        })),
      });
      ticketKey = ticket.key;
      attachmentsFailed = ticket.attachmentsFailed;
    } catch (error) {
      if (!(error instanceof TicketingUnavailableError)) throw error;
      deps.log.warn({ err: error, contactRequestId: request.id }, 'ticket not created');
      await sendEmail(
        deps,
        supportEmail(summary, { supportAddress, ticketKey: null, attachmentsFailed: false }),
      );
      throw new AppError('rule', messages.ticketCreationFailed);
    }
    await setContactTicketKey(deps.db, { id: request.id, ticketKey });
    if (attachmentsFailed) {
      deps.log.warn({ contactRequestId: request.id, ticketKey }, 'ticket attachments not uploaded');
    }
  }

  await sendEmail(deps, supportEmail(summary, { supportAddress, ticketKey, attachmentsFailed }));
  await sendEmail(deps, confirmationEmail(request, ticketKey));
  return ticketKey;
}
