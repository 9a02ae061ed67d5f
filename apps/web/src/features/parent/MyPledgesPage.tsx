import '../../i18n/sections/parent';
import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { percentOfGoal, progressFill, useFormatMoney } from '../../ui/use-format-money';
import { ServerRenderedPage } from '../event/ServerRenderedPage';
import { ChildPledgeList } from './ChildPledgeList';
import { ParentPage } from './ParentPage';
import { useMyParticipants } from './parent.api';

/** What the parent's participants have raised, each toward their own goal, and all together. */
export function MyPledgesPage() {
  const { t } = useTranslation();
  const entering = useSearchParams()[0].get('pledge');
  const formatMoney = useFormatMoney();
  const participants = useMyParticipants();
  const items = participants.data ?? [];
  const total = items.reduce((sum, participant) => sum + participant.RaisedCents, 0);

  // A parent who is not a participant keeps to the parent pages, so a pledge entered for a donor is
  // entered here: the server answers this address with the pledge form's own page (decision 102).
  if (entering) return <ServerRenderedPage />;
  return (
    <ParentPage title={t('parent.myPledges.title')} intro={t('parent.myPledges.intro')}>
      {participants.isLoading ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <Text c="gray.7">{t('parent.dashboard.empty')}</Text>
      ) : (
        <Stack gap="md" maw={720}>
          {items.map((participant) => {
            const percent = percentOfGoal(participant.RaisedCents, participant.GoalCents);
            const raisedOfGoal = t('parent.myPledges.of', {
              raised: formatMoney(participant.RaisedCents),
              goal: formatMoney(participant.GoalCents),
            });
            return (
              <Card key={participant.ParticipantId} withBorder radius="md" padding="md">
                <Stack gap={6}>
                  <Group justify="space-between">
                    <Text fw={700}>
                      {participant.FirstName} {participant.LastName}
                    </Text>
                    <Text size="sm">{raisedOfGoal}</Text>
                  </Group>
                  <Progress
                    value={progressFill(percent)}
                    color="teal"
                    size="md"
                    radius="xl"
                    aria-label={raisedOfGoal}
                  />
                </Stack>
              </Card>
            );
          })}
          <Group justify="space-between" px="md">
            <Text fw={700}>{t('parent.myPledges.total')}</Text>
            <Text fw={800} fz="lg">
              {formatMoney(total)}
            </Text>
          </Group>
          <ChildPledgeList />
        </Stack>
      )}
    </ParentPage>
  );
}
