import type { Executor } from '@pledgethon/db';
import {
  dollarsCell as dollars,
  type SpreadsheetCell,
  textCell as text,
} from '../../http/spreadsheet-download';
import {
  type ExportPage,
  findMessagesPage,
  findParticipantsPage,
  findPaymentsPage,
  findPledgesPage,
  findResultsPage,
} from './thon-export.queries';

/** One table of the Thon's export: a CSV file in the archive and a sheet of the workbook. */
export type ExportTable = {
  file: string;
  sheet: string;
  header: string[];
  page: (db: Executor, page: ExportPage) => Promise<SpreadsheetCell[][]>;
};

const instant = (value: Date | null) => value?.toISOString() ?? '';
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const participantsTable: ExportTable = {
  file: 'participants.csv',
  sheet: 'Participants',
  header: [
    'Participant id',
    'First name',
    'Last name',
    'Grade',
    'Shirt size',
    'Team',
    'Teacher',
    'Parent email',
    'Goal',
    'Status',
    'Full name public',
    'Photo public',
    'Registered',
    'Removed from lists',
    'Personal data removed',
  ],
  page: async (db, page) =>
    (await findParticipantsPage(db, page)).map(({ participant: p, teamName, ...row }) => [
      p.id,
      text(p.firstName),
      text(p.lastName),
      p.grade ?? '',
      p.shirtSize ?? '',
      text(teamName),
      text(row.teacherFirstName === null ? '' : `${row.teacherFirstName} ${row.teacherLastName}`),
      text(p.parentEmail),
      dollars(p.goalCents),
      p.status,
      yesNo(p.publicFullNameOptIn),
      yesNo(p.publicPhotoOptIn),
      instant(p.createdAt),
      instant(p.removedAt),
      instant(p.anonymizedAt),
    ]),
};

const pledgesTable: ExportTable = {
  file: 'pledges.csv',
  sheet: 'Pledges',
  header: [
    'Pledge id',
    'Date',
    'Participant id',
    'Participant',
    'Donor first name',
    'Donor last name',
    'Donor email',
    'Donor phone',
    'Kind',
    'Rate',
    'Donor maximum',
    'Amount',
    'Offline',
    'Status',
    'Pledged',
    'Collected',
  ],
  page: async (db, page) =>
    (await findPledgesPage(db, page)).map(({ pledge: p, participantName, pledgedCents, collectedCents }) => [
      p.id,
      instant(p.createdAt),
      p.participantId ?? '',
      text(participantName),
      text(p.donorFirstName),
      text(p.donorLastName),
      text(p.donorEmail),
      text(p.donorPhone),
      p.kind,
      dollars(p.rateCents),
      dollars(p.maxCents),
      dollars(p.amountCents),
      yesNo(p.isOffline),
      p.status,
      dollars(pledgedCents),
      dollars(collectedCents),
    ]),
};

const paymentsTable: ExportTable = {
  file: 'payments.csv',
  sheet: 'Payments',
  header: [
    'Payment id',
    'Date',
    'Pledge id',
    'Participant id',
    'Participant',
    'Method',
    'Provider',
    'Reference',
    'Status',
    'Amount',
    'Refunded',
    'Processing fee',
    'Kept',
  ],
  page: async (db, page) =>
    (await findPaymentsPage(db, page)).map(({ payment: p, participantName, keptCents }) => [
      p.id,
      instant(p.createdAt),
      p.pledgeId ?? '',
      p.participantId ?? '',
      text(participantName),
      p.method,
      text(p.provider),
      text(p.providerReference),
      p.status,
      dollars(p.amountCents),
      dollars(p.refundedCents),
      dollars(p.processingFeeCents),
      dollars(keptCents),
    ]),
};

const resultsTable: ExportTable = {
  file: 'results.csv',
  sheet: 'Results',
  header: ['Participant id', 'Participant', 'Team', 'Units', 'Recorded'],
  page: async (db, page) =>
    (await findResultsPage(db, page)).map((row) => [
      row.participantId,
      text(row.participantName),
      text(row.teamName),
      row.units,
      instant(row.recordedAt),
    ]),
};

const messagesTable: ExportTable = {
  file: 'messages.csv',
  sheet: 'Messages',
  header: [
    'Message id',
    'Created',
    'Channel',
    'To',
    'Subject',
    'Reminder',
    'State',
    'Send after',
    'Sent',
    'Error',
  ],
  page: async (db, page) =>
    (await findMessagesPage(db, page)).map(({ message: m, state, reminder }) => [
      m.id,
      instant(m.createdAt),
      m.channel,
      text(m.toAddress),
      text(m.subject),
      reminder ?? '',
      state,
      instant(m.sendAfter),
      instant(m.sentAt),
      text(m.error),
    ]),
};

export const EXPORT_TABLES: readonly ExportTable[] = [
  participantsTable,
  pledgesTable,
  paymentsTable,
  resultsTable,
  messagesTable,
];
