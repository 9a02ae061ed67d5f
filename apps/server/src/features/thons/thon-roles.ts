import type { Role } from '@pledgethon/core';
import type { ThonActor } from './thon-reach';

/** The roles that run whole Thons: the organiser and the franchisee's people. */
export const THON_RUNNER_ROLES = [
  'organizer',
  'franchisee_user',
  'franchisee_team_leader',
] as const satisfies readonly Role[];

/** The runners, and the teachers and team leaders who work with their own class or team. */
export const THON_STAFF_ROLES = [
  ...THON_RUNNER_ROLES,
  'teacher',
  'team_leader',
] as const satisfies readonly Role[];

/** Who reaches a whole Thon rather than one class or team, as `requireThonReach` names them. */
export const WHOLE_THON_ACTORS = [
  'super_admin',
  'organizer',
  'franchisee',
] as const satisfies readonly ThonActor[];
