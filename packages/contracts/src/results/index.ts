import { MAX_INT32 } from '@pledgethon/core';
import { z } from 'zod';
import { boundedMultilineText, boundedText } from '../bounded-text';

/** Rows one save may carry: a team's grid, or a page of the whole Thon's. */
export const RESULTS_PER_SAVE_MAX = 500;
/** A results CSV of a whole Thon (participant id, names, team, units) stays far below this. */
const RESULTS_CSV_MAX_LENGTH = 2_000_000;
/** Rows of results one upload may carry (messages.resultsCsvTooManyRows). */
export const RESULTS_CSV_MAX_ROWS = 10_000;

export const resultsGridParamsSchema = z.object({ eventId: z.uuid() });
export const resultsGridQuerySchema = z.object({
  /** One team's participants; without it, every participant the caller reaches. */
  TeamId: z.uuid().optional(),
});

const resultRowSchema = z
  .object({
    ParticipantId: z.uuid(),
    FirstName: z.string(),
    LastName: z.string(),
    TeamName: z.string().nullable(),
    /** Null until a result is entered. */
    Units: z.number().int().nullable(),
  })
  .meta({ id: 'ResultRow' });
export type ResultRow = z.infer<typeof resultRowSchema>;

export const resultsGridSchema = z
  .object({
    EventId: z.uuid(),
    UnitNamePlural: z.string(),
    MinUnits: z.number().int(),
    MaxUnits: z.number().int(),
    Rows: z.array(resultRowSchema),
    /** True when the Thon has more participants in reach than one grid shows (RESULTS_PER_SAVE_MAX). */
    Truncated: z.boolean(),
  })
  .meta({ id: 'ResultsGrid' });
export type ResultsGrid = z.infer<typeof resultsGridSchema>;

/**
 * Units arrive as typed, so that the server, not the browser, tells a non-number ('Invalid units.')
 * from a negative number and from one outside the Thon's range.
 */
const unitsTextSchema = z.union([boundedText(20), z.number().int().min(-MAX_INT32).max(MAX_INT32)]);

export const saveResultsRequestSchema = z.object({
  EventId: z.uuid(),
  /** One participant at a time, or a team's grid. */
  Source: z.enum(['single', 'grid']),
  Results: z
    .array(z.object({ ParticipantId: z.uuid(), Units: unitsTextSchema }))
    .min(1)
    .max(RESULTS_PER_SAVE_MAX),
});
export type SaveResultsRequest = z.input<typeof saveResultsRequestSchema>;

export const uploadResultsRequestSchema = z.object({
  EventId: z.uuid(),
  /** The file's text: a header row naming a "Participant ID" and a "Units" column. */
  Csv: boundedMultilineText(RESULTS_CSV_MAX_LENGTH).min(1),
});
export type UploadResultsRequest = z.input<typeof uploadResultsRequestSchema>;

export const saveResultsResponseSchema = z
  .object({ Message: z.string(), Saved: z.number().int() })
  .meta({ id: 'SaveResultsResponse' });
export type SaveResultsResponse = z.infer<typeof saveResultsResponseSchema>;

export const resultHistoryParamsSchema = z.object({ participantId: z.uuid() });
const resultChangeSchema = z
  .object({
    PreviousUnits: z.number().int().nullable(),
    Units: z.number().int(),
    Source: z.enum(['single', 'grid', 'csv', 'counter']),
    ChangedBy: z.string().nullable(),
    ChangedAt: z.string(),
  })
  .meta({ id: 'ResultChange' });
export const resultHistorySchema = z
  .object({ Changes: z.array(resultChangeSchema) })
  .meta({ id: 'ResultHistory' });
