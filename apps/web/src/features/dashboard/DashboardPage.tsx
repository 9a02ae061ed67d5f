import '../../i18n/sections/dashboard';
import { Card, Container, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Dashboard } from '@pledgethon/contracts';
import { IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/page-title';
import { useFormatMoney } from '../../ui/use-format-money';
import { ThonNav } from '../thon-people/ThonNav';
import { useThonOverview } from '../thon-people/thon-people.api';
import { ActivityList, ParticipantList } from './DashboardLists';
import { DashboardSection } from './DashboardSection';
import { useDashboard, useEventIdOf } from './dashboard.api';
import { Thermometer } from './Thermometer';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** /thon/{eventCode}/dashboard: how a Thon is doing, for those who run it, within their reach. */
export function DashboardPage() {
  const { eventCode = '' } = useParams();
  const eventId = useEventIdOf(eventCode);
  const dashboard = useDashboard(eventId.data);
  if (!dashboard.data) return <PageLoader />;
  return <DashboardView dashboard={dashboard.data} />;
}

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  // The same links as on the Thon's other pages, from the overview they share (cached once loaded).
  const overview = useThonOverview(dashboard.EventCode);
  usePageTitle(t('dashboard.pageTitle', { name: dashboard.EventName }));
  const totals = [
    { key: 'pledged', cents: dashboard.PledgedCents },
    { key: 'collected', cents: dashboard.CollectedCents },
    { key: 'outstanding', cents: dashboard.OutstandingCents },
  ] as const;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Text c="gray.7" fw={600}>
            {dashboard.EventName} ({dashboard.EventCode})
          </Text>
          <Title order={1}>{t('dashboard.title')}</Title>
          <Text c="gray.7">{t(`dashboard.reach.${dashboard.Reach}`)}</Text>
        </Stack>
        {overview.data && <ThonNav thon={overview.data} />}
        <Grid gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, md: 9 }}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              {totals.map((total) => (
                <Card key={total.key} withBorder radius="md" padding="md">
                  <Text size="sm" c="gray.7">
                    {t(`dashboard.totals.${total.key}`)}
                  </Text>
                  <Text fw={800} fz={26} data-testid={`total-${total.key}`}>
                    {formatMoney(total.cents)}
                  </Text>
                </Card>
              ))}
              <Card withBorder radius="md" padding="md">
                <Text size="sm" c="gray.7">
                  {t('dashboard.totals.participants')}
                </Text>
                <Text fw={800} fz={26} data-testid="total-participants">
                  {dashboard.ParticipantCount}
                </Text>
              </Card>
            </SimpleGrid>
            <Suspense fallback={<PageLoader />}>
              <Stack mt="lg">
                <DashboardCharts dashboard={dashboard} />
              </Stack>
            </Suspense>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Card withBorder radius="md" padding="lg" h="100%">
              <Stack align="center" gap="sm">
                <Title order={2} fz="lg">
                  {t('dashboard.goal.title')}
                </Title>
                <Thermometer
                  raisedCents={dashboard.PledgedCents}
                  goalCents={dashboard.GoalCents}
                  label={t('dashboard.goal.label')}
                />
                <Text size="sm" ta="center">
                  {t('dashboard.goal.of', {
                    raised: formatMoney(dashboard.PledgedCents),
                    goal: formatMoney(dashboard.GoalCents),
                  })}
                </Text>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Leaderboard dashboard={dashboard} />
          <TopParticipants dashboard={dashboard} />
        </SimpleGrid>
        <ParticipantList eventId={dashboard.EventId} teams={dashboard.Teams} />
        <ActivityList eventId={dashboard.EventId} />
      </Stack>
    </Container>
  );
}

function Leaderboard({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <DashboardSection id="leaderboard" title={t('dashboard.leaderboard')} gap="sm">
      {dashboard.Leaderboard.length === 0 ? (
        <Text c="gray.7">{t('dashboard.charts.noTeams')}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {dashboard.Leaderboard.map((team, index) => (
            <Group key={team.TeamId} component="li" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon radius="xl" color={index === 0 ? 'yellow.8' : 'gray.7'} aria-hidden>
                  {index === 0 ? <IconTrophy size={16} /> : index + 1}
                </ThemeIcon>
                <Text fw={600}>{team.Name}</Text>
              </Group>
              <Text fw={700}>{formatMoney(team.RaisedCents)}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

function TopParticipants({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <DashboardSection id="top-participants" title={t('dashboard.topParticipants')} gap="sm">
      {dashboard.TopParticipants.length === 0 ? (
        <Text c="gray.7">{t('dashboard.participants.empty')}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {dashboard.TopParticipants.map((participant) => (
            <Group key={participant.ParticipantId} component="li" justify="space-between" wrap="nowrap">
              <Text fw={600}>
                {participant.FirstName} {participant.LastName}
                {participant.TeamName && (
                  <Text span c="gray.7" fw={400}>
                    {' '}
                    · {participant.TeamName}
                  </Text>
                )}
              </Text>
              <Text fw={700}>{formatMoney(participant.RaisedCents)}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
