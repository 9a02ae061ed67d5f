import { remindersGetReminderSettingsRoute, remindersSaveReminderSettingRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';
import { reminderAccess as access, callerId } from '../message-templates/reminder-access';
import { requireThonReach } from '../thons/thon-reach';
import { WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { findEventIdByCode } from '../thons/thon-settings.queries';
import { readReminderSettings, saveReminderSetting } from './reminder-settings';

// An id no Thon has: an unknown event code is refused exactly like someone else's Thon.
const NO_THON = '00000000-0000-0000-0000-000000000000';

export function reminderRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      remindersGetReminderSettingsRoute,
      {
        config: { access },
        schema: {
          tags: ['reminders'],
          summary: "A Thon's seven reminder settings with their templates and preview values",
        },
      },
      async (request) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const reach = await requireThonReach(db, request, eventId, WHOLE_THON_ACTORS);
        return readReminderSettings(db, {
          eventId: reach.event.id,
          userId: callerId(request),
          publicUrl: config.publicUrl,
        });
      },
    );

    serve(
      app,
      remindersSaveReminderSettingRoute,
      {
        config: { access },
        schema: {
          tags: ['reminders'],
          summary: 'Keeps one edited reminder row; answers all seven as they now are',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        const userId = callerId(request);
        await saveReminderSetting(db, { eventId: reach.event.id, userId, request: request.body });
        return readReminderSettings(db, { eventId: reach.event.id, userId, publicUrl: config.publicUrl });
      },
    );
  };
}
