import type { IssueType } from '@pledgethon/contracts';

export type TicketAttachment = { fileName: string; contentType: string; absolutePath: string };

type NewTicket = {
  /** The stored contact request the ticket is made from; a built-in ticket is named after it. */
  contactRequestId: string;
  issueTypeId: string;
  summary: string;
  description: string;
  attachments: TicketAttachment[];
};

type CreatedTicket = {
  key: string;
  /** The ticket exists but its files could not be added; they stay with the contact request. */
  attachmentsFailed: boolean;
};

/** Where contact requests become tickets: a Jira-compatible service, or the product itself. */
export type Ticketing = {
  listIssueTypes(): Promise<IssueType[]>;
  createTicket(ticket: NewTicket): Promise<CreatedTicket>;
};

/** The ticketing service could not be reached, or refused or garbled its answer. */
export class TicketingUnavailableError extends Error {
  override name = 'TicketingUnavailableError';
}
