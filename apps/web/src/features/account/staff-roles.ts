import type { SessionContext } from '@pledgethon/contracts';

const isFranchisee = (session: SessionContext) => session.IsFranchiseeUser || session.IsFranchiseeTeamLeader;

/** Organisers, teachers and super administrators hand out access codes and print the QR badges. */
export function mayPrintBadges(session: SessionContext): boolean {
  return session.IsSuperAdmin || session.IsOrganizerEvent || session.IsTeacher;
}

/** People who run Thons or the platform, and so may move between the public and the admin site. */
export function isStaff(session: SessionContext): boolean {
  return (
    session.IsSuperAdmin ||
    session.IsFranchiseeUser ||
    session.IsFranchiseeTeamLeader ||
    session.IsOrganizerEvent ||
    session.IsTeacher ||
    session.IsTeamLeader
  );
}

/** The admin contact form is for admin and franchisee users (spec section 6). */
export function mayUseContactForm(session: SessionContext): boolean {
  return session.IsSuperAdmin || session.IsFranchiseeUser || session.IsFranchiseeTeamLeader;
}

/** Organisers, franchisees and super administrators create Thons and change their settings. */
export function mayRunThons(session: SessionContext): boolean {
  return (
    session.IsSuperAdmin ||
    session.IsFranchiseeUser ||
    session.IsFranchiseeTeamLeader ||
    session.Roles.includes('organizer')
  );
}

/** Super administrators create franchisees; a franchisee's own users add its users and team leaders. */
export function mayManageFranchisees(session: SessionContext): boolean {
  return session.IsSuperAdmin || session.IsFranchiseeUser;
}

/** The franchisee calendar shows a territory's Thons: its franchisee's people and super administrators. */
export function mayUseFranchiseeCalendar(session: SessionContext): boolean {
  return session.IsSuperAdmin || isFranchisee(session);
}

/** A vendor's own users manage the users of their account. */
export function isVendor(session: SessionContext): boolean {
  return session.IsVendor;
}

/** Vendors, franchisees, organisers and super administrators read at least one shop report. */
export const mayReadShopReports = (session: SessionContext) =>
  session.IsVendor || session.IsOrganizerEvent || mayUseFranchiseeCalendar(session);
