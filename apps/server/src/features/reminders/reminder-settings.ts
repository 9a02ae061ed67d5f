import type { ReminderSettings, SaveReminderSettingRequest } from '@pledgethon/contracts';
import {
  changeHoldTimes,
  eventLink,
  formatClockTime,
  keepSmsShareHold,
  messages,
  parseClockTime,
  participantPageUrl,
  reminderDateAndDay,
  type SmsShareHold,
  type TemplatePlaceholder,
  templateValuesFor,
} from '@pledgethon/core';
import type { Database, Executor, schema } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import {
  findPreviewSubjects,
  findReminderForUpdate,
  isAttachableTemplate,
  listReminderSettings,
  updateReminderSetting,
} from './reminder-settings.queries';

type ReminderRow = typeof schema.reminderSettings.$inferSelect;

// Times are stored as 08:00 AM whatever form was typed; the contract has checked they are times.
const canonical = (time: string | null): string | null => {
  const minutes = time === null ? null : parseClockTime(time);
  return minutes === null ? null : formatClockTime(minutes);
};

/** The Thon's seven reminders as the settings screen shows them, with values for template previews. */
export async function readReminderSettings(
  db: Executor,
  { eventId, userId, publicUrl }: { eventId: string; userId: string; publicUrl: string },
): Promise<ReminderSettings> {
  const [rows, subjects] = await Promise.all([
    listReminderSettings(db, { eventId }),
    findPreviewSubjects(db, { eventId, userId }),
  ]);
  if (!subjects) throw new AppError('not_found', messages.notFound);
  const { event, recipient, participant } = subjects;
  const link = eventLink(publicUrl, event.eventCode);
  // A Thon without participants yet previews with the caller in the participant's place.
  const about = participant
    ? { ...participant, url: participantPageUrl(publicUrl, event.eventCode, participant.id) }
    : { ...recipient, url: link };
  const values = templateValuesFor({
    thon: { ...event, eventLink: link },
    participants: [about],
    recipient,
  });
  return {
    EventId: event.id,
    EventCode: event.eventCode,
    EventName: event.name,
    Reminders: rows.map(({ reminder, templateName }) => ({
      Key: reminder.key,
      Days: reminder.days,
      Time: reminder.time,
      TimeZone: reminder.timeZone,
      Enabled: reminder.enabled,
      DateAndDay: reminder.days === null ? null : reminderDateAndDay(event.eventDate, reminder.days),
      MessageTemplateId: reminder.messageTemplateId,
      TemplateName: templateName,
      DefaultType: reminder.defaultType,
      HoldStart: reminder.holdStart,
      HoldEnd: reminder.holdEnd,
      HoldEnabled: reminder.holdEnabled,
    })),
    PreviewValues: values as Record<TemplatePlaceholder, string>,
  };
}

/** The SMS share's hold window after an edit, by the rules of spec section 4. */
function holdAfter(row: ReminderRow, request: SaveReminderSettingRequest): SmsShareHold {
  const { Changes } = request;
  let hold: SmsShareHold = {
    defaultType: row.defaultType ?? 'immediately',
    holdStart: row.holdStart,
    holdEnd: row.holdEnd,
    holdEnabled: row.holdEnabled,
  };
  if (Changes.HoldStart || Changes.HoldEnd) {
    hold = changeHoldTimes(hold, {
      ...(Changes.HoldStart && request.HoldStart ? { holdStart: canonical(request.HoldStart) ?? '' } : {}),
      ...(Changes.HoldEnd && request.HoldEnd ? { holdEnd: canonical(request.HoldEnd) ?? '' } : {}),
    });
  }
  if (Changes.DefaultType && request.DefaultType) hold = { ...hold, defaultType: request.DefaultType };
  const kept = keepSmsShareHold(hold);
  if (!kept.ok) throw new AppError('validation', kept.message);
  return { ...kept.setting, holdEnabled: kept.setting.defaultType === 'Hold Messages Between' };
}

/** What a kept row saves: only the fields its Changes flag, checked against the reminder's kind. */
function valuesAfter(row: ReminderRow, request: SaveReminderSettingRequest): Partial<ReminderRow> {
  const { Changes } = request;
  const values: Partial<ReminderRow> = {};
  if (Changes.Enabled) values.enabled = request.Enabled;
  if (row.key === 'ParticipantSMSShare') {
    if (Changes.Time) values.timeZone = request.TimeZone;
    return { ...values, ...holdAfter(row, request) };
  }
  if (Changes.Days) {
    if (request.Days === null) throw new AppError('validation', messages.reviewRequiredFields);
    values.days = request.Days;
  }
  if (Changes.Time) {
    // 'Invalid Time' for a missing time too: the contract has already refused any other text.
    if (request.Time === null) throw new AppError('validation', messages.invalidTime);
    values.time = canonical(request.Time);
    values.timeZone = request.TimeZone;
  }
  return values;
}

/** Keeps one edited reminder row of the Thon, in one transaction. */
export async function saveReminderSetting(
  db: Database,
  { eventId, userId, request }: { eventId: string; userId: string; request: SaveReminderSettingRequest },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findReminderForUpdate(tx, { eventId, key: request.Key });
    if (!row) throw new AppError('not_found', messages.notFound);
    const values = valuesAfter(row, request);
    if (request.Changes.TemplateId) {
      const id = request.MessageTemplateId;
      if (!id || !(await isAttachableTemplate(tx, { id, userId, key: row.key }))) {
        throw new AppError('validation', messages.templateLoadFailed);
      }
      values.messageTemplateId = id;
    }
    if (Object.keys(values).length > 0) await updateReminderSetting(tx, { id: row.id, values });
  });
}
