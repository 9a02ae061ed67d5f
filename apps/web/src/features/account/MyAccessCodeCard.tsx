import '../../i18n/sections/account';
import { Anchor, Code, Skeleton, Stack, Text } from '@mantine/core';
import type { SessionContext } from '@pledgethon/contracts';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionCard } from './ActionCard';
import { useOwnParticipant } from './account.api';

/** A participant's own access code, to sign in again on another device. */
export function MyAccessCodeCard({ session }: { session: SessionContext }) {
  const { t } = useTranslation();
  const { participant, isLoading } = useOwnParticipant(session);

  return (
    <ActionCard
      icon={IconQrcode}
      title={t('account.cards.myCode.title')}
      action={
        participant && (
          <Anchor href={`/event/${encodeURIComponent(participant.EventCode)}`} size="sm">
            {participant.EventName}
          </Anchor>
        )
      }
    >
      {isLoading ? (
        <Skeleton h={48} component="span" display="block" />
      ) : participant ? (
        <Stack gap={4} component="span">
          <Text component="span" size="sm">
            {t('account.cards.myCode.body', { event: participant.EventName })}
          </Text>
          <Code fz="lg" fw={700} component="span">
            {participant.AccessCode}
          </Code>
        </Stack>
      ) : session.UserId === null ? (
        // A participant without an account of their own signed in with the code they already hold.
        t('account.landing.AccessCode')
      ) : (
        t('account.cards.myCode.none')
      )}
    </ActionCard>
  );
}
