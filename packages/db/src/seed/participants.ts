import {
  DEFAULT_PERSONAL_GOAL_CENTS,
  GRADES,
  type Grade,
  SHIRT_SIZES,
  type ShirtSizeId,
} from '@pledgethon/core';
import type { Executor } from '../client';
import { parentParticipants, participants } from '../schema/index';
import { hoursBefore } from './calendar';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { DemoUserIds } from './people';
import type { Random } from './random';
import type { DemoThon } from './thon';

const DEMO_STUDENT_ACCESS_CODE = 'DEMO-ACCESS-1';
const PARTICIPANTS_PER_TEAM = 28;
const TEACHER_GRADE: Grade = '3';

const ELEMENTARY_GRADES = GRADES.slice(GRADES.indexOf('K'), GRADES.indexOf('5') + 1);
// Elementary children wear youth sizes, a few the smallest adult one.
const CHILD_SHIRT_SIZES: readonly ShirtSizeId[] = SHIRT_SIZES.map((size) => size.id).filter((id) =>
  ['YS', 'YM', 'YL', 'AS'].includes(id),
);
const CUSTOM_GOALS_CENTS = [20_000, 25_000, 50_000] as const;
// Letters and digits that cannot be misread for each other when typed from a printed card.
const ACCESS_CODE_ALPHABET = [...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'];

export type DemoParticipant = { id: string; firstName: string; lastName: string; createdAt: Date };
export type DemoParticipants = {
  all: DemoParticipant[];
  /** Emma, who signs in herself, then her brother Noah: the children of the demo parent. */
  family: [DemoParticipant, DemoParticipant];
};

type NewParticipant = typeof participants.$inferInsert;

const returned = {
  id: participants.id,
  firstName: participants.firstName,
  lastName: participants.lastName,
  createdAt: participants.createdAt,
};

export async function insertDemoParticipants(
  tx: Executor,
  random: Random,
  userIds: DemoUserIds,
  thon: DemoThon,
  now: Date,
): Promise<DemoParticipants> {
  const teacherFor = (grade: Grade) => (grade === TEACHER_GRADE ? userIds.teacher : null);
  const base = (
    teamId: string,
    grade: Grade,
  ): Omit<NewParticipant, 'firstName' | 'lastName' | 'accessCode'> => {
    const shirtSize = random.pick(CHILD_SHIRT_SIZES);
    const goalCents = random.chance(0.2) ? random.pick(CUSTOM_GOALS_CENTS) : DEFAULT_PERSONAL_GOAL_CENTS;
    const publicFullNameOptIn = random.chance(0.1);
    const createdAt = hoursBefore(now, random.integer(24, 20 * 24));
    // A parent's opt-in is on record from when the child joined.
    const publicConsentAt = publicFullNameOptIn ? createdAt : null;
    const teacherUserId = teacherFor(grade);
    return {
      eventId: thon.eventId,
      teamId,
      grade,
      teacherUserId,
      shirtSize,
      goalCents,
      publicFullNameOptIn,
      publicConsentAt,
      createdAt,
    };
  };

  const usedNames = new Set(['Emma Carter', 'Noah Carter']);
  const usedCodes = new Set([DEMO_STUDENT_ACCESS_CODE]);
  const [redRockets, blueComets] = thon.teamIds;
  if (!redRockets || !blueComets) throw new Error('demo teams missing');

  // The demo family: Emma signs in herself; her mother manages her and her brother Noah.
  const family = await tx
    .insert(participants)
    .values([
      {
        ...base(redRockets, TEACHER_GRADE),
        firstName: 'Emma',
        lastName: 'Carter',
        userId: userIds.student,
        accessCode: DEMO_STUDENT_ACCESS_CODE,
        publicFullNameOptIn: true,
        publicConsentAt: hoursBefore(now, 20 * 24),
      },
      {
        ...base(blueComets, '1'),
        firstName: 'Noah',
        lastName: 'Carter',
        accessCode: uniqueAccessCode(random, usedCodes),
      },
    ])
    .returning(returned);
  await tx.insert(parentParticipants).values(
    family.map((child) => ({
      parentUserId: userIds.parent,
      participantId: child.id,
      relationship: 'Mother',
      createdAt: now,
    })),
  );

  const others: NewParticipant[] = [];
  for (const teamId of thon.teamIds) {
    const seatsTaken = teamId === redRockets || teamId === blueComets ? 1 : 0;
    for (let seat = seatsTaken; seat < PARTICIPANTS_PER_TEAM; seat++) {
      const [firstName, lastName] = uniqueName(random, usedNames);
      others.push({
        ...base(teamId, random.pick(ELEMENTARY_GRADES)),
        firstName,
        lastName,
        accessCode: uniqueAccessCode(random, usedCodes),
      });
    }
  }
  const inserted = await tx.insert(participants).values(others).returning(returned);
  const [emma, noah] = family;
  if (!emma || !noah) throw new Error('demo family not inserted');
  return { all: [...family, ...inserted], family: [emma, noah] };
}

function uniqueName(random: Random, used: Set<string>): [string, string] {
  for (;;) {
    const name: [string, string] = [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
    const key = name.join(' ');
    if (!used.has(key)) {
      used.add(key);
      return name;
    }
  }
}

function uniqueAccessCode(random: Random, used: Set<string>): string {
  for (;;) {
    const letters = Array.from({ length: 6 }, () => random.pick(ACCESS_CODE_ALPHABET));
    const code = `MAPLE-${letters.join('')}`;
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}
