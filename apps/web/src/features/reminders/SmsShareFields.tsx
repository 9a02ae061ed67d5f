import '../../i18n/sections/reminders';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  changeHoldTimes,
  ianaZoneFor,
  keepSmsShareHold,
  type ReminderFields,
  SMS_SHARE_DEFAULT_TYPES,
  type SmsShareDefaultType,
} from '@pledgethon/core';
import { formatDateTime, smsShareSendAt, textSendAt } from '@pledgethon/core/zones';
import { useTranslation } from 'react-i18next';
import { useReminderMessageText } from './use-reminder-message-text';

/**
 * The participant SMS share's hold window, by the rules of spec section 4: a changed hold time means
 * holding, and an end not after the start moves to start plus 60 minutes (`changeHoldTimes`).
 */
export function SmsShareFields({
  draft,
  onChange,
}: {
  draft: ReminderFields;
  onChange: (change: Partial<ReminderFields>) => void;
}) {
  const { t } = useTranslation();
  const messageText = useReminderMessageText();
  const hold = {
    defaultType: draft.DefaultType ?? 'immediately',
    holdStart: draft.HoldStart,
    holdEnd: draft.HoldEnd,
    holdEnabled: draft.DefaultType === 'Hold Messages Between',
  } as const;
  const kept = keepSmsShareHold(hold);
  // Held until the window ends, then kept out of the night: what a share made now would do.
  const now = new Date();
  const sendsAt = kept.ok
    ? textSendAt(smsShareSendAt(now, kept.setting, draft.TimeZone), draft.TimeZone)
    : null;
  const holdTimes = (times: { holdStart?: string; holdEnd?: string }) => {
    const next = changeHoldTimes(hold, times);
    onChange({ DefaultType: next.defaultType, HoldStart: next.holdStart, HoldEnd: next.holdEnd });
  };
  const label = (type: SmsShareDefaultType) =>
    type === 'immediately' ? t('reminders.share.immediately') : t('reminders.share.hold');
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('reminders.share.defaultType')}
          data={SMS_SHARE_DEFAULT_TYPES.map((type) => ({ value: type, label: label(type) }))}
          value={hold.defaultType}
          allowDeselect={false}
          onChange={(value) => value && onChange({ DefaultType: value as SmsShareDefaultType })}
        />
        <TextInput
          label={t('reminders.share.holdStart')}
          description={t('reminders.timeHint')}
          value={draft.HoldStart ?? ''}
          maxLength={8}
          onChange={(event) => onChange({ HoldStart: event.currentTarget.value })}
          onBlur={(event) => holdTimes({ holdStart: event.currentTarget.value })}
        />
        <TextInput
          label={t('reminders.share.holdEnd')}
          description={t('reminders.timeHint')}
          value={draft.HoldEnd ?? ''}
          maxLength={8}
          onChange={(event) => onChange({ HoldEnd: event.currentTarget.value })}
          onBlur={(event) => holdTimes({ holdEnd: event.currentTarget.value })}
        />
      </SimpleGrid>
      {!kept.ok && hold.defaultType !== 'immediately' && (
        <Text size="sm" c="red.8" role="alert">
          {messageText(kept.message)}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {t('reminders.share.holdNote')}
      </Text>
      {sendsAt && (
        <Text size="sm" c="gray.7">
          {t('reminders.share.sharedNow', {
            time: formatDateTime(sendsAt, ianaZoneFor(draft.TimeZone)),
            zone: draft.TimeZone,
          })}
        </Text>
      )}
    </Stack>
  );
}
