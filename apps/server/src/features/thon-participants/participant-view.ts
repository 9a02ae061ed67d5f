import type { ThonParticipant } from '@pledgethon/contracts';
import type { ParticipantRow } from './thon-participants.queries';

/** A participant row as the Thon's staff see it. */
export function toThonParticipant(row: ParticipantRow): ThonParticipant {
  return {
    ParticipantId: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    GoalCents: row.goalCents,
    RaisedCents: row.raisedCents,
    Grade: row.grade,
    ShirtSize: row.shirtSize,
    TeamId: row.teamId,
    TeamName: row.teamName,
    TeacherUserId: row.teacherUserId,
    TeacherName:
      row.teacherFirstName === null ? null : `${row.teacherFirstName} ${row.teacherLastName ?? ''}`.trim(),
    ParentEmail: row.parentEmail,
    AccessCode: row.accessCode,
    CompletedAt: row.completedAt?.toISOString() ?? null,
  };
}
