import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../bounded-text';

/** Scans one sync may carry; a device with more sends several batches. */
export const LAP_SCANS_PER_SYNC_MAX = 500;
/** The longest guard time an organiser may set, in seconds. */
export const LAP_GUARD_SECONDS_MAX = 600;
/** The header a volunteer's device sends its counting pass in. */
export const COUNTER_PASS_HEADER = 'CounterPass';

export const lapCounterCodeParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH) });
export const lapCounterEventParamsSchema = z.object({ eventId: z.uuid() });

const lapScanSchema = z.object({
  /** Made by the device (a UUID), so that sending the same scan again adds nothing. */
  Id: z.uuid(),
  ParticipantId: z.uuid(),
  /** When the device scanned it, by the device's clock. */
  ScannedAt: z.iso.datetime({ offset: true }).max(40),
  /** Set on an undo: the id of the scan it takes back. */
  UndoesId: z.uuid().optional(),
});
export type LapScan = z.infer<typeof lapScanSchema>;

export const syncLapScansRequestSchema = z.object({
  EventId: z.uuid(),
  DeviceId: boundedText(64),
  Scans: z.array(lapScanSchema).min(1).max(LAP_SCANS_PER_SYNC_MAX),
});
export type SyncLapScansRequest = z.infer<typeof syncLapScansRequestSchema>;

const lapCountSchema = z
  .object({
    ParticipantId: z.uuid(),
    Count: z.number().int().min(0),
    /** The count passed the Thon's max units: results publish the max, and the organiser sees it. */
    Capped: z.boolean(),
  })
  .meta({ id: 'LapCount' });
export type LapCount = z.infer<typeof lapCountSchema>;

export const syncLapScansResponseSchema = z.object({
  /** Scans new to the server; the rest it already had. */
  Accepted: z.number().int().min(0),
  /** The counts of the participants the batch touched, as every device's scans add up. */
  Counts: z.array(lapCountSchema),
  /**
   * The batch's laps that do not count: another device counted the same participant within the guard
   * time before them (decision 099). Sent again with the batch, so a lost answer loses no notice.
   */
  CountedElsewhere: z.array(
    z.object({
      Id: z.uuid(),
      ParticipantId: z.uuid(),
      /** How long after the counted lap this one was scanned. */
      SecondsAfter: z.number().int().min(0),
    }),
  ),
});
export type SyncLapScansResponse = z.infer<typeof syncLapScansResponseSchema>;

export const lapCounterRosterSchema = z
  .object({
    EventId: z.uuid(),
    EventCode: z.string(),
    Name: z.string(),
    UnitName: z.string(),
    UnitNamePlural: z.string(),
    MaxUnits: z.number().int(),
    GuardSeconds: z.number().int(),
    Completed: z.boolean(),
    /** A volunteer's pass: who counts with it, and its day; null for staff. */
    Pass: z.object({ Label: z.string(), Day: z.iso.date() }).nullable(),
    Teams: z.array(z.object({ TeamId: z.uuid(), Name: z.string(), Color: z.string() })),
    Participants: z.array(
      z.object({
        ParticipantId: z.uuid(),
        /** First name and last initial: all a counter needs. */
        Name: z.string(),
        TeamId: z.uuid().nullable(),
        /** SHA-256 (hex) of the lower-cased access code, so a scanned login badge is recognised without the code itself. */
        BadgeKey: z.string(),
        /** A short number of the child in this Thon, printed on the lap badge; it tells look-alikes apart. */
        BadgeNumber: z.number().int().min(1),
        /** The class teacher's name, when the child has one. */
        Teacher: z.string().nullable(),
        /** The parent consented to show the child's photo and there is one (the public photo address shows it). */
        HasPhoto: z.boolean(),
      }),
    ),
    Counts: z.array(lapCountSchema),
  })
  .meta({ id: 'LapCounterRoster' });
export type LapCounterRoster = z.infer<typeof lapCounterRosterSchema>;

export const createCounterInviteRequestSchema = z.object({
  EventId: z.uuid(),
  Day: z.iso.date().max(10),
  Label: boundedText(60).min(1),
});
export type CreateCounterInviteRequest = z.infer<typeof createCounterInviteRequestSchema>;

export const counterInviteSchema = z.object({
  Message: z.string(),
  Link: z.string(),
  QrPngDataUrl: z.string(),
});
export type CounterInvite = z.infer<typeof counterInviteSchema>;

export const redeemCounterInviteRequestSchema = z.object({
  EventCode: boundedText(CODE_MAX_LENGTH).min(1),
  Invite: boundedText(TOKEN_MAX_LENGTH).min(1),
});
export const redeemCounterInviteResponseSchema = z.object({
  PassToken: z.string(),
  Label: z.string(),
  Day: z.iso.date(),
});
export type RedeemCounterInviteResponse = z.infer<typeof redeemCounterInviteResponseSchema>;

export const lapGuardRequestSchema = z.object({
  EventId: z.uuid(),
  GuardSeconds: z.number().int().min(0).max(LAP_GUARD_SECONDS_MAX),
});

export const lapReviewSchema = z
  .object({
    EventId: z.uuid(),
    UnitNamePlural: z.string(),
    MinUnits: z.number().int(),
    MaxUnits: z.number().int(),
    GuardSeconds: z.number().int(),
    Rows: z.array(
      z.object({
        ParticipantId: z.uuid(),
        FirstName: z.string(),
        LastName: z.string(),
        TeamName: z.string().nullable(),
        Count: z.number().int().min(0),
        Capped: z.boolean(),
        /** The result on record, null until one is published or entered. */
        Units: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'LapReview' });
export type LapReview = z.infer<typeof lapReviewSchema>;

export const publishCountsRequestSchema = z.object({
  EventId: z.uuid(),
  /** Hand fixes: these participants' units instead of their counts (audited as typed by hand). */
  Fixes: z
    .array(z.object({ ParticipantId: z.uuid(), Units: z.number().int().min(0).max(2_147_483_647) }))
    .max(LAP_SCANS_PER_SYNC_MAX),
});
export type PublishCountsRequest = z.infer<typeof publishCountsRequestSchema>;
export const publishCountsResponseSchema = z.object({ Message: z.string(), Saved: z.number().int() });

export const liveBoardSchema = z
  .object({
    EventCode: z.string(),
    Name: z.string(),
    UnitName: z.string(),
    UnitNamePlural: z.string(),
    TotalUnits: z.number().int().min(0),
    /** Flat gifts plus per-unit pledges at the live counts (capped as they will be charged). */
    PledgedCents: z.number().int().min(0),
    GoalCents: z.number().int().min(0),
    TopParticipants: z.array(
      z.object({ Name: z.string(), TeamName: z.string().nullable(), Units: z.number().int() }),
    ),
    TopTeams: z.array(z.object({ Name: z.string(), Color: z.string(), Units: z.number().int() })),
    /** Changes whenever a scan arrives, so a screen can tell a new board from the one it has. */
    Version: z.string(),
  })
  .meta({ id: 'LiveBoard' });
export type LiveBoard = z.infer<typeof liveBoardSchema>;
