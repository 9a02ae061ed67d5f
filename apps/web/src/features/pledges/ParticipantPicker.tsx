import '../../i18n/sections/pledges';
import { Select } from '@mantine/core';
import type { PledgeParticipants } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The participant a pledge entered for a donor goes to, among those the signed-in caller may choose.
 * Loaded only for someone signed in, so the donors' own first load stays light.
 */
export function ParticipantPicker(props: {
  participants: PledgeParticipants['Participants'];
  value: string | null;
  onPick: (participantId: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('pledges.form.participant')}
      description={t('pledges.form.participantHint')}
      placeholder={t('pledges.form.participant')}
      searchable
      required
      limit={50}
      nothingFoundMessage="—"
      data={props.participants.map((participant) => ({
        value: participant.Id,
        label: participant.TeamName ? `${participant.Name} (${participant.TeamName})` : participant.Name,
      }))}
      value={props.value}
      onChange={(value) => value && props.onPick(value)}
      error={props.error}
    />
  );
}
