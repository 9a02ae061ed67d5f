import type { SessionContext } from '@pledgethon/contracts';
import type { Role } from '@pledgethon/core';
import { and, asRequest, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';
import type { FastifyInstance } from 'fastify';
import { groupedWrites } from './grouped-writes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers children's personal data, described so a parent reads what was looked at
     * ("the participant list"); each staff view of it is logged per child (decision 089).
     */
    personalData?: string;
  }
}

/** The people who look at children's data in their work; a parent looking at their own child is not logged. */
const STAFF_ROLES: readonly Role[] = [
  'super_admin',
  'organizer',
  'teacher',
  'team_leader',
  'franchisee_user',
  'franchisee_team_leader',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every participant id an answer names, however deep in it (a list, a page, a grid). */
function participantIdsIn(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) for (const item of value) participantIdsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === 'ParticipantId' && typeof item === 'string' && UUID.test(item)) found.add(item);
      else participantIdsIn(item, found);
    }
}

type Viewer = { userId: string; role: Role };

/** The staff member behind a session, or nothing for anyone else (a parent, a donor, no one). */
function staffViewer(session: SessionContext | null): Viewer | undefined {
  const role = STAFF_ROLES.find((staff) => session?.Roles.includes(staff));
  if (!role || !session?.UserId) return undefined;
  return { userId: session.UserId, role };
}

/** A view's row but its child: who looked, by their name as it is now, in which role, at what. */
function viewColumns(viewer: Viewer, what: string) {
  const { users } = schema;
  const name = sql`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${viewer.userId})`;
  return {
    viewerUserId: sql<string>`${viewer.userId}::uuid`.as('viewer_user_id'),
    viewerRole: sql<string>`${viewer.role}`.as('viewer_role'),
    viewerName: sql<string>`coalesce(${name}, '')`.as('viewer_name'),
    what: sql<string>`${what}`.as('what'),
    viewedAt: sql<Date>`now()`.as('viewed_at'),
  };
}

/**
 * Logs a staff member's view of every child of a Thon whose personal data is still held, in one
 * statement: a whole-Thon download names too many children for the answer to be read back.
 */
export async function logThonPersonalDataView(
  db: Executor,
  { session, eventId, what }: { session: SessionContext | null; eventId: string; what: string },
): Promise<void> {
  const viewer = staffViewer(session);
  if (!viewer) return;
  const { participants, personalDataViews } = schema;
  await db.insert(personalDataViews).select(
    db
      .select({
        id: sql<string>`gen_random_uuid()`.as('id'),
        participantId: participants.id,
        ...viewColumns(viewer, what),
      })
      .from(participants)
      .where(and(eq(participants.eventId, eventId), isNull(participants.anonymizedAt))),
  );
}

type View = { participant_id: string; viewer_user_id: string; viewer_role: Role; what: string };

/**
 * The views of many answers in one statement, each viewer's name read in it. No join with the
 * participants: the foreign key checks each child by its index, where a join could scan the table.
 */
async function insertViews(db: Executor, views: View[]): Promise<void> {
  const { personalDataViews, users } = schema;
  const viewed = sql`jsonb_to_recordset(${JSON.stringify(views)}::jsonb) as viewed(participant_id uuid, viewer_user_id uuid, viewer_role text, what text)`;
  const name = sql`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = viewed.viewer_user_id)`;
  await db.insert(personalDataViews).select(
    db
      .select({
        id: sql<string>`gen_random_uuid()`.as('id'),
        participantId: sql<string>`viewed.participant_id`.as('participant_id'),
        viewerUserId: sql<string>`viewed.viewer_user_id`.as('viewer_user_id'),
        viewerRole: sql<string>`viewed.viewer_role`.as('viewer_role'),
        viewerName: sql<string>`coalesce(${name}, '')`.as('viewer_name'),
        what: sql<string>`viewed.what`.as('what'),
        viewedAt: sql<Date>`now()`.as('viewed_at'),
      })
      .from(viewed),
  );
}

/**
 * One central place logs staff views of children's personal data: after a route that declares
 * `personalData` answers 200 (or 409), a row per child it named goes to `personal_data_views`, with who looked,
 * in which role, and what they opened. The answer waits for its views to be written, and is never
 * withheld by a failure to write them: that is logged as an error instead. Answers sent at the same
 * moment write their views together (decision 164), so a busy page costs one commit, not one per answer.
 */
export function registerPersonalDataLog(app: FastifyInstance, db: Executor): void {
  // A write holds the answers of many requests: on the embedded database it goes as a request's first
  // call, not as a later call of the request that happened to start the writing (decision 158).
  const writeViews = groupedWrites((views: View[]) => asRequest(() => insertViews(db, views)));
  app.addHook('onSend', async (request, reply, payload) => {
    const what = request.routeOptions.config.personalData;
    // A refusal may name children too: a completion to confirm lists those without results.
    if (!what || (reply.statusCode !== 200 && reply.statusCode !== 409)) return payload;
    const ids = new Set<string>();
    const params = request.params as Record<string, unknown> | undefined;
    if (typeof params?.participantId === 'string' && UUID.test(params.participantId))
      ids.add(params.participantId);
    if (typeof payload === 'string') {
      try {
        participantIdsIn(JSON.parse(payload), ids);
      } catch {
        // Not JSON (a file download): only the id in the address is known.
      }
    }
    if (ids.size === 0) return payload;
    const viewer = staffViewer(request.session);
    if (!viewer) return payload;
    try {
      await writeViews(
        [...ids].map((id) => ({
          participant_id: id,
          viewer_user_id: viewer.userId,
          viewer_role: viewer.role,
          what,
        })),
      );
    } catch (error) {
      request.log.error({ err: error }, 'personal data view not logged');
    }
    return payload;
  });
}
