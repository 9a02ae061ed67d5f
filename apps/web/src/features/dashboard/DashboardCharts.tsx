import '../../i18n/sections/dashboard';
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';

/**
 * Pledges over time and per team. Loaded on its own (React.lazy), so the chart library is fetched
 * only by the people who open a dashboard, never on a donor's way to pledge.
 */
export default function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const byDay = dashboard.PledgesByDay.map((day) => ({ day: day.Day, pledged: day.PledgedCents / 100 }));
  const byTeam = dashboard.Teams.map((team) => ({ team: team.Name, raised: team.RaisedCents / 100 }));
  const dollars = (value: number) => formatMoney(Math.round(value * 100));
  // Recharts leaves 60 px for the axis's labels, and "$10,000.00" needs more: it ran off the card.
  const moneyAxis = { width: 88 };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs" component="section" aria-labelledby="chart-over-time">
        <Title id="chart-over-time" order={2} fz="lg">
          {t('dashboard.charts.overTime')}
        </Title>
        {byDay.length === 0 ? (
          <Text c="gray.7">{t('dashboard.charts.none')}</Text>
        ) : (
          <AreaChart
            h={240}
            data={byDay}
            dataKey="day"
            series={[{ name: 'pledged', label: t('dashboard.totals.pledged'), color: 'red.8' }]}
            valueFormatter={dollars}
            yAxisProps={moneyAxis}
            curveType="monotone"
            withDots={byDay.length < 30}
          />
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="chart-per-team">
        <Title id="chart-per-team" order={2} fz="lg">
          {t('dashboard.charts.perTeam')}
        </Title>
        {byTeam.length === 0 ? (
          <Text c="gray.7">{t('dashboard.charts.noTeams')}</Text>
        ) : (
          <BarChart
            h={240}
            data={byTeam}
            dataKey="team"
            series={[{ name: 'raised', label: t('dashboard.totals.pledged'), color: 'teal.8' }]}
            valueFormatter={dollars}
            yAxisProps={moneyAxis}
          />
        )}
      </Stack>
    </SimpleGrid>
  );
}
