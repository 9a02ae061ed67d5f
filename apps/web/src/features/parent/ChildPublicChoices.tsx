import '../../i18n/sections/parent';
import { Checkbox, Stack, Text } from '@mantine/core';
import type { ParticipantItem } from '@pledgethon/contracts';
import { formatDateTime } from '@pledgethon/core/zones';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { useUpdateChild } from './parent.api';

/** What the child's public page shows: first name and last initial unless the parent opts in. */
export function ChildPublicChoices({ participant }: { participant: ParticipantItem }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const update = useUpdateChild();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const choose = (choice: { PublicFullName?: boolean; PublicPhoto?: boolean }) =>
    update.mutate({ ParticipantId: participant.ParticipantId, ...choice });
  return (
    <Stack gap={6} component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={600} p={0}>
        {t('parent.consent.title')}
      </Text>
      <Checkbox
        size="sm"
        label={t('parent.consent.fullName')}
        checked={participant.PublicFullName}
        disabled={update.isPending}
        onChange={(event) => choose({ PublicFullName: event.currentTarget.checked })}
      />
      <Checkbox
        size="sm"
        label={t('parent.consent.photo')}
        checked={participant.PublicPhoto}
        disabled={update.isPending}
        onChange={(event) => choose({ PublicPhoto: event.currentTarget.checked })}
      />
      <Text size="xs" c={update.isError ? 'red.8' : 'gray.7'} role="status">
        {update.isError
          ? messageText(update.error.message)
          : participant.PublicConsentAt
            ? t('parent.consent.since', { when: formatDateTime(new Date(participant.PublicConsentAt), zone) })
            : t('parent.consent.none')}
      </Text>
    </Stack>
  );
}
