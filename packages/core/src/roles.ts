export const ROLES = [
  'participant',
  'parent',
  'teacher',
  'team_leader',
  'vendor',
  'franchisee_user',
  'franchisee_team_leader',
  'super_admin',
  'organizer',
  'test_user',
  'guest',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  participant: 'Participant',
  parent: 'Parent',
  teacher: 'Teacher',
  team_leader: 'Team leader',
  vendor: 'Vendor',
  franchisee_user: 'Franchisee user',
  franchisee_team_leader: 'Franchisee team leader',
  super_admin: 'Super administrator',
  organizer: 'Organizer',
  test_user: 'Test user',
  // Sponsors and donors sign in as guests: one role covers both.
  guest: 'Guest or sponsor',
};

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const MAX_PARTICIPANTS_PER_PARENT = 9;
