import { BUILT_IN_ISSUE_TYPES } from '@pledgethon/contracts';
import type { Ticketing } from './ticketing.types';

/** Without a ticketing service the stored contact request is the ticket, keyed PT-<first 8 of its id>. */
export const builtInTicketing: Ticketing = {
  async listIssueTypes() {
    return BUILT_IN_ISSUE_TYPES.map((type) => ({ ...type }));
  },
  async createTicket({ contactRequestId }) {
    return { key: `PT-${contactRequestId.slice(0, 8).toUpperCase()}`, attachmentsFailed: false };
  },
};
