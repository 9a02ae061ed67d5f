import { z } from 'zod';

/** GET /api/AccessCodes/GetByEvent/{eventId}: for the Thon's organisers and teachers. */
export const accessCodesByEventParamsSchema = z.object({ eventId: z.uuid() });

const accessCodeBadgeSchema = z
  .object({
    ParticipantId: z.uuid(),
    FirstName: z.string(),
    LastName: z.string(),
    TeamName: z.string().nullable(),
    AccessCode: z.string(),
    /** The child's short number in the Thon, printed on the lap badge; the counter shows it for look-alike names. */
    BadgeNumber: z.number().int().min(1),
    /** {site}/home?action=accesscode&code=<base64 access code>: signs the participant in when scanned. */
    QrLoginUrl: z.string(),
    /**
     * The participant's public page: what the lap-counter badge's QR code carries, which signs nobody
     * in (decision 083). The browser draws both QR codes, so a Thon's list costs the server no images.
     */
    LapPageUrl: z.string(),
  })
  .meta({ id: 'AccessCodeBadge' });
export type AccessCodeBadge = z.infer<typeof accessCodeBadgeSchema>;

const accessCodeTeamSchema = z
  .object({
    /** Null for the participants not on a team yet. */
    TeamId: z.uuid().nullable(),
    TeamName: z.string().nullable(),
    /** The team's colour on lap-counter badges, the counter and the live board. */
    Color: z.string(),
    Participants: z.array(accessCodeBadgeSchema),
  })
  .meta({ id: 'AccessCodeTeam' });

export const accessCodesByEventResponseSchema = z
  .object({
    EventId: z.uuid(),
    EventName: z.string(),
    EventCode: z.string(),
    /** Teams by name, then the participants without a team; participants by last and first name. */
    Teams: z.array(accessCodeTeamSchema),
  })
  .meta({ id: 'AccessCodesByEvent' });
export type AccessCodesByEvent = z.infer<typeof accessCodesByEventResponseSchema>;

/** GET /api/AccessCodes/Qr/{participantId}.png: the same QR code as a PNG download. */
export const accessCodeQrParamsSchema = z.object({ participantId: z.uuid() });
/** The body of the PNG download, for the API description: the bytes go out as image/png. */
export const accessCodeQrPngSchema = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'A PNG image' });

/** GET /api/AccessCodes/GetThons: the Thons whose access codes the caller may see, newest first. */
const accessCodeThonSchema = z
  .object({
    EventId: z.uuid(),
    Name: z.string(),
    EventCode: z.string(),
    /** yyyy-mm-dd */
    EventDate: z.string(),
  })
  .meta({ id: 'AccessCodeThon' });
export type AccessCodeThon = z.infer<typeof accessCodeThonSchema>;
export const accessCodeThonsResponseSchema = z.array(accessCodeThonSchema);
