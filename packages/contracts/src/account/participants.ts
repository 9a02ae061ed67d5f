import { z } from 'zod';
import { boundedText, TOKEN_MAX_LENGTH } from '../bounded-text';

/** GET /api/participants/IsLoggedInUserIsTeacher/{token}: the token must be the caller's own. */
export const isTeacherParamsSchema = z.object({ token: boundedText(TOKEN_MAX_LENGTH).min(1) });
export const isTeacherResponseSchema = z
  .object({
    IsTeacher: z.boolean(),
    /**
     * The Thon of the teacher grant, else of the caller's own participant record; null for super
     * administrators (who skip both look-ups) and for callers who are neither.
     */
    EventId: z.uuid().nullable(),
  })
  .meta({ id: 'IsTeacherResponse' });

/** GET /api/participants/GetParticipantsByUserId/{userId}: the user themselves or a super administrator. */
export const participantsByUserParamsSchema = z.object({ userId: z.uuid() });

/** GET /api/Parent/GetParticipantsByParent/{parentId}/{userId}: both ids are the caller's own. */
export const participantsByParentParamsSchema = z.object({ parentId: z.uuid(), userId: z.uuid() });

/** A participant as their parent, their own login or a super administrator sees them. */
export const participantItemSchema = z
  .object({
    ParticipantId: z.uuid(),
    FirstName: z.string(),
    LastName: z.string(),
    EventId: z.uuid(),
    EventName: z.string(),
    EventCode: z.string(),
    TeamName: z.string().nullable(),
    GoalCents: z.number().int(),
    /** Pledged so far, as the whole product counts "raised" (decision 041). */
    RaisedCents: z.number().int(),
    AccessCode: z.string(),
    /** What the public page shows, as the parent chose: full name instead of first name and initial. */
    PublicFullName: z.boolean(),
    PublicPhoto: z.boolean(),
    /** When a parent last made that choice; null: never (the default: first name, last initial). */
    PublicConsentAt: z.iso.datetime().nullable(),
    /** A parent uploaded a photo; the public page shows it only while PublicPhoto stands. */
    HasPhoto: z.boolean(),
    /** The parent lets the shop's vendor see the child's name with the shirt size. */
    VendorSharing: z.boolean(),
  })
  .meta({ id: 'ParticipantItem' });
export type ParticipantItem = z.infer<typeof participantItemSchema>;

export const participantListSchema = z.array(participantItemSchema);
