import '../../i18n/sections/parent';
import { Checkbox, Stack, Text } from '@mantine/core';
import type { ParticipantItem } from '@pledgethon/contracts';
import type { ConsentKind } from '@pledgethon/core';
import { formatDateTime } from '@pledgethon/core/zones';
import { consentTexts } from '@pledgethon/texts';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { ChildPhotoUpload } from './ChildPhotoUpload';
import { consentLanguage, useUpdateChild } from './parent.api';

type Choice = { PublicFullName?: boolean; PublicPhoto?: boolean; VendorSharing?: boolean };

/**
 * What the child's public page shows (first name and last initial unless the parent opts in) and
 * whom else the child's name reaches. Each box carries the consent's own words, which the server
 * records as the words the parent saw.
 */
export function ChildPublicChoices({ participant }: { participant: ParticipantItem }) {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const update = useUpdateChild();
  const language = consentLanguage(i18n.language);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const choose = (choice: Choice) =>
    update.mutate({ ParticipantId: participant.ParticipantId, Language: language, ...choice });
  const box = (kind: ConsentKind, label: string, checked: boolean, choice: (on: boolean) => Choice) => (
    <Checkbox
      size="sm"
      label={label}
      description={consentTexts[language][kind]}
      checked={checked}
      disabled={update.isPending}
      onChange={(event) => choose(choice(event.currentTarget.checked))}
    />
  );
  return (
    <Stack gap={6} component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={600} p={0}>
        {t('parent.consent.title')}
      </Text>
      {box('full_name', t('parent.consent.fullName'), participant.PublicFullName, (on) => ({
        PublicFullName: on,
      }))}
      {box('photo', t('parent.consent.photo'), participant.PublicPhoto, (on) => ({ PublicPhoto: on }))}
      {participant.PublicPhoto && <ChildPhotoUpload participant={participant} />}
      {box('vendor_sharing', t('parent.consent.vendor'), participant.VendorSharing, (on) => ({
        VendorSharing: on,
      }))}
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
