import '../../i18n/sections/sharing';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { SessionContext } from '@pledgethon/contracts';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShareButton } from '../sharing/ShareButton';
import { useOwnParticipant } from './account.api';

/** A participant shares their own page from their account and watches their share counter move. */
export function MyShareCard({ session }: { session: SessionContext }) {
  const { t } = useTranslation();
  const { participant } = useOwnParticipant(session);
  if (!participant) return null;
  const name = `${participant.FirstName} ${participant.LastName}`;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            <IconShare size={22} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {t('sharing.title', { name })}
          </Title>
        </Group>
        <Text size="sm" c="gray.7">
          {participant.EventName}
        </Text>
        <ShareButton
          target={{ participantId: participant.ParticipantId, name, eventCode: participant.EventCode }}
        />
      </Stack>
    </Card>
  );
}
