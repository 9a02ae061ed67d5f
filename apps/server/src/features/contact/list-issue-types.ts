import type { IssueType } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import { type Ticketing, TicketingUnavailableError } from '../../integrations/ticketing/ticketing.types';

/** The issue types a request can be filed under; a ticketing system that does not answer is the ticket failure text. */
export async function listIssueTypes(ticketing: Ticketing): Promise<IssueType[]> {
  try {
    return await ticketing.listIssueTypes();
  } catch (error) {
    if (error instanceof TicketingUnavailableError) throw new AppError('rule', messages.ticketCreationFailed);
    throw error;
  }
}
