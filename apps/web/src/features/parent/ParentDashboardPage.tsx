import '../../i18n/sections/parent';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { ParentPage } from './ParentPage';
import { ParticipantCard } from './ParticipantCard';
import { useMyParticipants } from './parent.api';

/** Where a parent lands: each child they manage as a card. */
export function ParentDashboardPage() {
  const { t } = useTranslation();
  const participants = useMyParticipants();
  return (
    <ParentPage title={t('parent.dashboard.title')} intro={t('parent.dashboard.intro')}>
      {participants.isLoading ? (
        <PageLoader />
      ) : participants.data?.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {participants.data.map((participant) => (
            <ParticipantCard key={participant.ParticipantId} participant={participant} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="gray.7">{t('parent.dashboard.empty')}</Text>
      )}
    </ParentPage>
  );
}
