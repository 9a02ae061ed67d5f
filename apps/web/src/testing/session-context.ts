import type { SessionContext } from '@pledgethon/contracts';

/** A signed-in organiser's session as the server answers it, with the flags a test changes. */
export function sessionContext(flags: Partial<SessionContext> = {}): SessionContext {
  return {
    UserId: '00000000-0000-4000-8000-000000000001',
    ParticipantId: null,
    ParentId: null,
    FirstName: 'Pat',
    LastName: 'Doe',
    Email: 'pat@example.org',
    AvatarUrl: null,
    Location: null,
    Ip: null,
    Roles: ['organizer'],
    Role: 'organizer',
    ApplicationRole: 'public',
    IsSuperAdmin: false,
    IsFranchiseeUser: false,
    IsTeacher: false,
    IsTeamLeader: false,
    IsVendor: false,
    IsParent: false,
    IsFranchiseeTeamLeader: false,
    IsTestUser: false,
    IsOrganizerEvent: true,
    ForceAccessCode: false,
    IsParticipant: false,
    ...flags,
  };
}
