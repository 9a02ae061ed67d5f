import type { schema } from '@pledgethon/db';

/** What one removal took away (or, as a dry run, would take away), each a count. */
export type RemovalCounts = {
  participants: number;
  photos: number;
  parentContacts: number;
  parentLinks: number;
  ownAccountLinks: number;
  sessions: number;
  consents: number;
  shareRecipients: number;
  sponsorUpdates: number;
  messages: number;
  testGroups: number;
  pledgesCancelled: number;
};

export type RemovalRequest = {
  eventId: string;
  /** The children to remove; every child of the Thon when absent. */
  participantIds?: string[];
  reason: schema.PersonalDataRemovalReason;
  dryRun: boolean;
  /** Who asked: the parent or organiser; null for the scheduled job. */
  userId: string | null;
};
