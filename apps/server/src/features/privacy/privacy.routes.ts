import {
  parentChildDataCsvRoute,
  parentChildDataRoute,
  parentCorrectChildRoute,
  parentDeleteChildRoute,
  thonsCloseDataRoute,
  thonsPrivacyRoute,
  thonsSetRetentionRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { RETENTION_QUEUE } from '../../jobs/personal-data-retention';
import { toParticipantItems } from '../participants/participant-items';
import { findParticipantsOfParent } from '../participants/participants.queries';
import { forgetPublicAnswers } from '../public-thon/public-thon';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { findEventIdByCode } from '../thons/thon-settings.queries';
import { childData, childDataCsv } from './child-data';
import type { ChildPhotos } from './child-photos';
import { correctChild, deleteChild } from './parent-rights';
import { closeThonData, setRetention, thonPrivacy } from './thon-privacy';

const parentOnly = { area: 'parent', who: ['parent'] } as const;
const runners = { area: 'general', who: THON_RUNNER_ROLES } as const;
/** The Thon's own people decide on its data; teachers and team leaders do not. */
const NO_THON = '00000000-0000-0000-0000-000000000000';

const parentOf = (request: Parameters<typeof requireSession>[0]) => {
  const userId = requireSession(request).UserId;
  if (!userId) throw new AppError('forbidden', messages.accessDenied);
  return userId;
};

/** A parent's rights over their child's data, and a Thon's retention (decisions 088 and 089). */
export function privacyRoutes(
  { database: { db }, jobs }: AppDeps,
  photos: ChildPhotos,
): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      parentChildDataRoute,
      {
        config: { access: parentOnly },
        schema: {
          tags: ['parents'],
          summary:
            "Everything held about one of the caller's children: details, Thon and retention, parents, results, pledges, updates, consents and who on the staff looked",
        },
      },
      async (request) =>
        childData(db, { parentUserId: parentOf(request), participantId: request.params.participantId }),
    );

    serve(
      app,
      parentChildDataCsvRoute,
      {
        config: { access: parentOnly },
        schema: {
          tags: ['parents'],
          summary: 'The same as a CSV download (section, field, value; formula-safe cells)',
        },
      },
      async (request, reply) => {
        const data = await childData(db, {
          parentUserId: parentOf(request),
          participantId: request.params.participantId,
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="child-data-${data.Child.ParticipantId}.csv"`)
          .send(childDataCsv(data));
      },
    );

    serve(
      app,
      parentCorrectChildRoute,
      {
        config: { access: parentOnly },
        schema: {
          tags: ['parents'],
          summary: "Corrects one of the caller's children's names, grade and shirt size",
        },
      },
      async (request) => {
        const parentUserId = parentOf(request);
        const eventCode = await correctChild(db, parentUserId, request.body);
        forgetPublicAnswers(db, eventCode, request.body.ParticipantId);
        const items = await toParticipantItems(db, await findParticipantsOfParent(db, { parentUserId }));
        const item = items.find((candidate) => candidate.ParticipantId === request.body.ParticipantId);
        if (!item) throw new AppError('not_found', messages.notFound);
        return item;
      },
    );

    serve(
      app,
      parentDeleteChildRoute,
      {
        config: { access: parentOnly },
        schema: {
          tags: ['parents'],
          summary:
            "Deletes one of the caller's children's personal data at once, everywhere; pledges already paid stay as anonymous gifts, the others are cancelled",
        },
      },
      async (request) => {
        await deleteChild(db, photos, parentOf(request), request.body.ParticipantId);
        return { Success: true as const, Message: messages.childDataDeleted };
      },
    );

    serve(
      app,
      thonsPrivacyRoute,
      {
        config: { access: runners },
        schema: {
          tags: ['thons'],
          summary:
            "A Thon's retention period, when its children's data goes, what would go now (a dry run) and every removal run",
        },
      },
      async (request) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const reach = await requireThonReach(db, request, eventId, WHOLE_THON_ACTORS);
        return thonPrivacy(db, reach.event.id);
      },
    );

    serve(
      app,
      thonsSetRetentionRoute,
      {
        config: { access: runners },
        schema: {
          tags: ['thons'],
          summary: "Sets how many days after a Thon ends its children's data is kept (30 to 1095)",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        await setRetention(db, reach.event.id, request.body.RetentionDays);
        return thonPrivacy(db, reach.event.id);
      },
    );

    serve(
      app,
      thonsCloseDataRoute,
      {
        config: { access: runners },
        schema: {
          tags: ['thons'],
          summary: "Closes a Thon's children's data early: the retention job removes it at once",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        await closeThonData(db, reach.event.id);
        await jobs.boss.send(RETENTION_QUEUE, {});
        return { Success: true as const, Message: messages.thonDataClosed };
      },
    );
  };
}
