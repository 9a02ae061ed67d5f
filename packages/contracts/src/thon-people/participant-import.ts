import { z } from 'zod';

/** Files larger than this are refused before they are read: 50,000 rows of a roster fit in a few MB. */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** The most participants one file may hold. */
export const IMPORT_MAX_ROWS = 50_000;
/** How many rows a report lists: every problem first, then the first rows that import, up to this. */
export const IMPORT_REPORT_MAX_ROWS = 500;

const importRowSchema = z
  .object({
    Row: z.number().int(),
    FirstName: z.string(),
    LastName: z.string(),
    GoalCents: z.number().int().nullable(),
    Team: z.string().nullable(),
    Teacher: z.string().nullable(),
    Grade: z.string().nullable(),
    /** Why the row is skipped; null when it imports. */
    Problem: z.string().nullable(),
    /** The column of the problem, as the file's header names it, and what that cell holds. */
    ProblemColumn: z.string().nullable(),
    ProblemValue: z.string().nullable(),
    /** The earlier row of the file this one repeats cell for cell: it is imported once (decision 125). */
    RepeatOf: z.number().int().nullable(),
    /** The Teacher cell names no teacher of the Thon: the row imports without a class teacher. */
    TeacherToInvite: z.boolean(),
    /** The Thon already has this participant (decision 044): the row is left out, not counted as a problem. */
    AlreadyPresent: z.boolean(),
  })
  .meta({ id: 'ImportRow' });

/**
 * POST /api/ThonParticipants/ImportPreview and /Import (multipart: EventId, Strict, File): the row
 * by row report, and after an import what it added.
 */
export const importReportSchema = z
  .object({
    FileName: z.string(),
    TotalRows: z.number().int(),
    /** Rows an import adds: neither a problem nor already present. */
    ValidRows: z.number().int(),
    SkippedRows: z.number().int(),
    /** Rows that name a participant the Thon already has (decision 044). */
    AlreadyPresentRows: z.number().int(),
    /** Rows that repeat an earlier row of the file (decision 125). */
    RepeatedRows: z.number().int(),
    /** Teacher names the file gives that match none of the Thon's teachers, with how many rows name each. */
    TeachersToInvite: z.array(z.object({ Name: z.string(), Rows: z.number().int() })),
    /** 'Some participants are not imported.' when any row is skipped, else null. */
    Warning: z.string().nullable(),
    /** Teams named in the file that the Thon does not have yet: the import creates them. */
    NewTeams: z.array(z.string()),
    Rows: z.array(importRowSchema),
    /** Rows not listed in Rows, to keep the report readable. */
    RowsLeftOut: z.number().int(),
    /** Set by an import: how many participants it added (0 when the same file was imported before). */
    Imported: z.number().int().nullable(),
    AlreadyImported: z.boolean(),
    Message: z.string().nullable(),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;
