import { createHash } from 'node:crypto';
import type { ImportReport } from '@pledgethon/contracts';
import { cellPlace, messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { newAccessCode } from '../thon-participants/access-code';
import { findThonTeachers } from '../thon-participants/thon-participants.queries';
import type { ThonReach } from '../thons/thon-reach';
import type { CheckedRow } from './check-import-rows';
import { checkRoster } from './check-roster';
import { importReport, toAdd, type UploadedFile } from './import-report';
import {
  ensureTeams,
  findParticipantKeys,
  findTeamsByName,
  insertImportOnce,
  insertParticipantsInBatches,
} from './participant-import.queries';
import { markAlreadyPresent, markRepeats, participantKey, placeWithinReach } from './place-import-rows';
import { teacherDirectory } from './teacher-names';

/** The file's rows, each checked; refuses a file that is not a readable list of participants. */
async function checkFile(db: Executor, eventId: string, file: UploadedFile): Promise<CheckedRow[]> {
  return checkRoster(file.data, teacherDirectory(await findThonTeachers(db, { eventId })));
}

/**
 * The file's rows within the caller's reach, each with its team and whether the Thon already has that
 * participant, read from `db` (the import's transaction, so what it adds is what it checked).
 */
async function placeRows(db: Executor, reach: ThonReach, rows: CheckedRow[]) {
  const teams = await findTeamsByName(db, { eventId: reach.event.id });
  const present = new Set((await findParticipantKeys(db, { eventId: reach.event.id })).map(participantKey));
  const placed = markAlreadyPresent(placeWithinReach(rows, reach.participants, teams), {
    teams,
    present,
    defaultTeamId: reach.participants.kind === 'team' ? reach.participants.teamId : null,
  });
  return { placed: markRepeats(placed), teams };
}

/** What an import of the file would do, row by row, without changing anything. */
export async function previewImport(
  db: Executor,
  reach: ThonReach,
  file: UploadedFile,
): Promise<ImportReport> {
  const { placed, teams } = await placeRows(db, reach, await checkFile(db, reach.event.id, file));
  return importReport(file, placed, teams);
}

/**
 * Adds the file's good rows as participants in one transaction, creating the teams it names. The
 * file's content hash is the idempotency key, so the same file imported twice adds nothing the second
 * time; a corrected file leaves out the participants the Thon already has. In strict mode a single bad
 * row refuses the whole file.
 */
export async function importParticipants(
  db: Executor,
  reach: ThonReach,
  input: { file: UploadedFile; strict: boolean; userId: string | null },
): Promise<ImportReport> {
  const eventId = reach.event.id;
  const { file } = input;
  const rows = await checkFile(db, eventId, file);
  const hash = createHash('sha256').update(file.data).digest('hex');
  return db.transaction(async (tx) => {
    const { placed, teams: knownTeams } = await placeRows(tx, reach, rows);
    const bad = placed.filter((row) => row.problem);
    if (input.strict && bad.length > 0) {
      const errors = Object.fromEntries(
        bad
          .slice(0, 100)
          .map((row) => [
            cellPlace(row.row, row.problemColumn ?? '', row.problemValue ?? ''),
            row.problem ?? '',
          ]),
      );
      throw new AppError('rule', messages.importStrictRefused, errors);
    }
    const good = placed.filter(toAdd);
    const summary = importReport(file, placed, knownTeams);
    const importId = await insertImportOnce(tx, {
      eventId,
      uploadedByUserId: input.userId,
      fileName: file.fileName,
      rowCount: rows.length,
      importedCount: good.length,
      idempotencyKey: `participant-import:${eventId}:${hash}`,
    });
    if (!importId) {
      return {
        ...summary,
        NewTeams: [],
        Imported: 0,
        AlreadyImported: true,
        Message: messages.importAlreadyDone,
      };
    }
    const teams = await ensureTeams(tx, { eventId, names: summary.NewTeams });
    await insertParticipantsInBatches(
      tx,
      good.map((row) => ({
        eventId,
        importId,
        firstName: row.firstName,
        lastName: row.lastName,
        // Only rows without a problem get here, and those have a goal.
        goalCents: row.goalCents ?? 0,
        teamId: row.teamId ?? (row.team ? (teams.get(row.team.toLowerCase()) ?? null) : null),
        teacherUserId: row.teacherUserId,
        grade: row.grade,
        shirtSize: row.shirtSize,
        parentEmail: row.parentEmail,
        accessCode: newAccessCode(),
      })),
    );
    return { ...summary, Imported: good.length, Message: messages.participantsImported };
  });
}
