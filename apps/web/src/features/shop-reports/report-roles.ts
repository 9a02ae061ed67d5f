import type { SessionContext } from '@pledgethon/contracts';
import { mayUseFranchiseeCalendar } from '../account/staff-roles';

/** Who reads each report, as the server decides it (super administrators read them all). */
export const reportReaders = {
  productstatus: (session: SessionContext) => session.IsSuperAdmin || session.IsVendor,
  schoolitem: (session: SessionContext) =>
    session.IsVendor || session.IsOrganizerEvent || mayUseFranchiseeCalendar(session),
  calculator: mayUseFranchiseeCalendar,
} as const;
