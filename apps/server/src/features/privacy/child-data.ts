import type { ChildData } from '@pledgethon/contracts';
import { csvLine, messages, retentionDueAt, spreadsheetText } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { findChildRecords, findHeldChild } from './child-data.queries';

/** Everything the product holds about one of the parent's children (decision 089). */
export async function childData(
  db: Executor,
  { parentUserId, participantId }: { parentUserId: string; participantId: string },
): Promise<ChildData> {
  const held = await findHeldChild(db, { parentUserId, participantId });
  if (!held) throw new AppError('forbidden', messages.accessDenied);
  const records = await findChildRecords(db, participantId);
  const { child, event } = held;
  return {
    Child: {
      ParticipantId: child.id,
      FirstName: child.firstName,
      LastName: child.lastName,
      Grade: child.grade,
      ShirtSize: child.shirtSize,
      GoalCents: child.goalCents,
      AccessCode: child.accessCode,
      ParentEmail: child.parentEmail,
      TeamName: held.teamName,
      TeacherName: held.teacherName,
      HasPhoto: child.photoName !== null,
      PublicFullName: child.publicFullNameOptIn,
      PublicPhoto: child.publicPhotoOptIn,
      AddedAt: child.createdAt.toISOString(),
    },
    Thon: {
      EventCode: event.eventCode,
      Name: event.name,
      OrganizationName: held.organizationName,
      EventDate: event.eventDate,
      RetentionDays: event.retentionDays,
      DataKeptUntil: retentionDueAt(event.endDate ?? event.eventDate, event.retentionDays).toISOString(),
    },
    Parents: records.parents.map((parent) => ({
      Name: `${parent.firstName} ${parent.lastName}`.trim(),
      Email: parent.email,
    })),
    Results: records.result ? { Units: records.result.units } : null,
    Pledges: records.childPledges.map((pledge) => ({
      DonorName: `${pledge.donorFirstName} ${pledge.donorLastName.charAt(0)}.`,
      Kind: pledge.kind,
      AmountCents: pledge.amountCents,
      Status: pledge.status,
      CreatedAt: pledge.createdAt.toISOString(),
    })),
    SponsorUpdates: records.updates.map((update) => ({
      Message: update.message,
      PostedAt: update.createdAt.toISOString(),
    })),
    ShareContacts: records.contacts,
    Consents: records.consentRows.map(({ consent, givenBy }) => ({
      Kind: consent.kind,
      GivenAt: consent.givenAt.toISOString(),
      GivenBy: givenBy,
      TextShown: consent.textShown,
      WithdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
      Withdrawal: consent.withdrawal,
    })),
    Views: records.views.map((view) => ({
      ViewedAt: view.viewedAt.toISOString(),
      ViewerName: view.viewerName,
      ViewerRole: view.viewerRole,
      What: view.what,
    })),
  };
}

/**
 * The same data as one CSV a spreadsheet opens: a row per fact, "section, field, value", every text
 * cell made safe to open (no formula runs).
 */
export function childDataCsv(data: ChildData): string {
  const rows: (string | number)[][] = [['Section', 'Field', 'Value']];
  const add = (section: string, field: string, value: string | number | boolean | null) =>
    rows.push([section, field, typeof value === 'number' ? value : spreadsheetText(String(value ?? ''))]);
  for (const [field, value] of Object.entries(data.Child)) add('Child', field, value);
  for (const [field, value] of Object.entries(data.Thon)) add('Thon', field, value);
  data.Parents.forEach((parent, index) => {
    add(`Parent ${index + 1}`, 'Name', parent.Name);
    add(`Parent ${index + 1}`, 'Email', parent.Email);
  });
  if (data.Results) add('Results', 'Units', data.Results.Units);
  data.Pledges.forEach((pledge, index) => {
    for (const [field, value] of Object.entries(pledge)) add(`Pledge ${index + 1}`, field, value);
  });
  data.SponsorUpdates.forEach((update, index) => {
    for (const [field, value] of Object.entries(update)) add(`Sponsor update ${index + 1}`, field, value);
  });
  add('Sharing', 'Contacts invited', data.ShareContacts);
  data.Consents.forEach((consent, index) => {
    for (const [field, value] of Object.entries(consent)) add(`Consent ${index + 1}`, field, value);
  });
  data.Views.forEach((view, index) => {
    for (const [field, value] of Object.entries(view)) add(`Viewed ${index + 1}`, field, value);
  });
  return `${rows.map((row) => csvLine(row)).join('\r\n')}\r\n`;
}
