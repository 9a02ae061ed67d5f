import type { ThonSettings, UpdateThonSettingsRequest } from '@pledgethon/contracts';
import { eventLink, messages, reminderDate, zoneAbbreviationFor } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { eventCodeTaken, isEventCodeConflict } from './event-code-taken';
import { requireKnownCountry } from './known-country';
import { findScheduledReminders, findThonSettings, updateThon } from './thon-settings.queries';
import { isEventCodeTaken } from './thon-setup.queries';

/** The Thon as the wizard made it, with its status, link and the reminder dates of its event date. */
export async function readThonSettings(
  db: Database,
  { eventId, publicUrl }: { eventId: string; publicUrl: string },
): Promise<ThonSettings> {
  const [row, reminders] = await Promise.all([
    findThonSettings(db, { eventId }),
    findScheduledReminders(db, { eventId }),
  ]);
  if (!row) throw new AppError('not_found', messages.notFound);
  const { event, organization } = row;
  return {
    EventId: event.id,
    Status: event.status,
    CompletedAt: event.completedAt?.toISOString() ?? null,
    EventLink: eventLink(publicUrl, event.eventCode),
    Organization: {
      Name: organization.name,
      Type: organization.type,
      StreetAddress: organization.streetAddress,
      City: organization.city,
      State: organization.state,
      CountryCode: organization.countryCode,
      Zip: organization.zip,
      Website: organization.website,
      TaxExempt: organization.taxExempt,
      Ein: organization.ein,
    },
    Event: {
      Name: event.name,
      EventCode: event.eventCode,
      EventDate: event.eventDate,
      UnitName: event.unitName,
      UnitNamePlural: event.unitNamePlural,
      MinUnits: event.minUnits,
      MaxUnits: event.maxUnits,
      GoalCents: event.goalCents,
      ParticipantGoalCents: event.participantGoalCents,
      FundsGoTo: event.fundsGoTo,
      FlatDonationsOnly: event.flatDonationsOnly,
      MinimumPerUnitCents: event.minimumPerUnitCents,
      MinimumGiftCents: event.minimumGiftCents,
      PublicParticipantRanking: event.publicParticipantRanking,
      TimeZone: zoneAbbreviationFor(event.timeZone),
    },
    PerUnitPledgeCount: row.perUnitPledges,
    Reminders: reminders.flatMap((reminder) =>
      reminder.days === null || reminder.time === null
        ? []
        : [
            {
              Key: reminder.key,
              Days: reminder.days,
              Date: reminderDate(event.eventDate, reminder.days),
              Time: reminder.time,
              TimeZone: reminder.timeZone,
              Enabled: reminder.enabled,
            },
          ],
    ),
  };
}

/**
 * Saves the wizard's fields for an existing Thon in one transaction. Reminders are kept as days from
 * the event date, so a new event date moves every reminder date with it.
 */
export async function updateThonSettings(
  db: Database,
  { organizationId, request }: { organizationId: string; request: UpdateThonSettingsRequest },
): Promise<void> {
  await requireKnownCountry(request.Organization);
  if (await isEventCodeTaken(db, { eventCode: request.Event.EventCode, exceptEventId: request.EventId })) {
    throw eventCodeTaken();
  }
  try {
    await db.transaction((tx) =>
      updateThon(tx, {
        eventId: request.EventId,
        organizationId,
        organization: request.Organization,
        event: request.Event,
      }),
    );
  } catch (error) {
    throw isEventCodeConflict(error) ? eventCodeTaken() : error;
  }
}
