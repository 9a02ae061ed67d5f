import type { Role } from '@pledgethon/core';
import type { Executor } from '../client';
import { hashPassword } from '../passwords';
import { type UserStatus, users } from '../schema/index';

export const DEMO_PASSWORD = 'Demo2026';

export type DemoAccountKey =
  | 'admin'
  | 'franchisee'
  | 'franchiseeLead'
  | 'organizer'
  | 'teacher'
  | 'teamLeader'
  | 'vendor'
  | 'parent'
  | 'student'
  | 'tester'
  | 'inactive';

export type DemoAccount = {
  key: DemoAccountKey;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  note: string;
  status: UserStatus;
};

function account(
  key: DemoAccountKey,
  mailbox: string,
  name: string,
  role: Role,
  note: string,
  status: DemoAccount['status'] = 'active',
): DemoAccount {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { key, email: `${mailbox}@pledgethon.test`, firstName, lastName, role, note, status };
}

/** The demo's sign-ins, in the order the start-up summary lists them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', 'admin', 'Alex Morgan', 'super_admin', 'Super administrator: sees everything'),
  account(
    'franchisee',
    'franchisee',
    'Frances Holloway',
    'franchisee_user',
    'Franchisee user of Great Lakes Fundraising (20% commission)',
  ),
  account(
    'franchiseeLead',
    'franchisee.lead',
    'Marcus Bell',
    'franchisee_team_leader',
    'Franchisee team leader at Great Lakes Fundraising',
  ),
  account('organizer', 'organizer', 'Olivia Grant', 'organizer', 'Organiser of the Maple Elementary Fun Run'),
  account('teacher', 'teacher', 'Theresa Lane', 'teacher', 'Teacher in the Fun Run, with a 3rd-grade class'),
  account('teamLeader', 'teamleader', 'Ryan Fischer', 'team_leader', 'Team leader of team Red Rockets'),
  account('vendor', 'vendor', 'Victor Shaw', 'vendor', 'Vendor: owns the shop products (shop pages only)'),
  account('parent', 'parent', 'Laura Carter', 'parent', 'Parent of Emma and Noah Carter (parent pages only)'),
  account(
    'student',
    'student',
    'Emma Carter',
    'participant',
    'Participant Emma Carter, access code DEMO-ACCESS-1',
  ),
  account('tester', 'tester', 'Terry Quinn', 'test_user', 'Test user'),
  account('inactive', 'inactive', 'Ivan Stone', 'guest', 'Inactive account: sign-in is refused', 'inactive'),
];

export type DemoUserIds = Record<DemoAccountKey, string>;

/** Hashes the password per account, so no two stored hashes are alike. */
export function hashDemoPasswords(): Promise<string[]> {
  return Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
}

export async function insertDemoUsers(
  tx: Executor,
  passwordHashes: string[],
  now: Date,
): Promise<DemoUserIds> {
  const rows = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((demo, index) => ({
        email: demo.email,
        passwordHash: passwordHashes[index] ?? null,
        firstName: demo.firstName,
        lastName: demo.lastName,
        status: demo.status,
        termsAcceptedAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return Object.fromEntries(
    DEMO_ACCOUNTS.map((demo) => [demo.key, idByEmail.get(demo.email)]),
  ) as DemoUserIds;
}
