import '../../i18n/sections/dashboard';
import { Group, Pagination, SegmentedControl, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DashboardTeam } from '@pledgethon/contracts';
import { PAGE_SIZE } from '@pledgethon/core';
import { formatDateTime } from '@pledgethon/core/zones';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOfGoal, useFormatMoney } from '../../ui/use-format-money';
import { DashboardSection } from './DashboardSection';
import { type ParticipantFilters, useDashboardActivity, useDashboardParticipants } from './dashboard.api';

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The participants in reach, five to a page (spec section 9), by name, to search and filter. */
export function ParticipantList({ eventId, teams }: { eventId: string; teams: DashboardTeam[] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [filters, setFilters] = useState<ParticipantFilters>({
    page: 1,
    search: '',
    teamId: null,
    progress: 'all',
  });
  const [search] = useDebouncedValue(filters.search, 250);
  const list = useDashboardParticipants(eventId, { ...filters, search });
  const change = (next: Partial<ParticipantFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...next }));
  const items = list.data?.Items ?? [];

  return (
    <DashboardSection id="participants" title={t('dashboard.participants.title')}>
      <Group align="end" gap="md">
        <TextInput
          label={t('dashboard.participants.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => change({ search: event.currentTarget.value })}
          maxLength={50}
        />
        {teams.length > 0 && (
          <Select
            label={t('dashboard.participants.team')}
            placeholder={t('dashboard.participants.allTeams')}
            data={teams.map((team) => ({ value: team.TeamId, label: team.Name }))}
            value={filters.teamId}
            onChange={(teamId) => change({ teamId })}
            clearable
          />
        )}
        <SegmentedControl
          aria-label={t('dashboard.participants.progress')}
          value={filters.progress}
          onChange={(progress) => change({ progress: progress as ParticipantFilters['progress'] })}
          data={(['all', 'reached', 'below'] as const).map((value) => ({
            value,
            label: t(`dashboard.participants.${value}`),
          }))}
        />
      </Group>
      {items.length === 0 ? (
        <Text c="gray.7">{t('dashboard.participants.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.participants.name')}</Table.Th>
                <Table.Th>{t('dashboard.participants.team')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.totals.pledged')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.participants.goal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.ParticipantId}>
                  <Table.Td>
                    {item.FirstName} {item.LastName}
                  </Table.Td>
                  <Table.Td>{item.TeamName ?? '—'}</Table.Td>
                  <Table.Td ta="right">{formatMoney(item.RaisedCents)}</Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(item.GoalCents)} ({percentOfGoal(item.RaisedCents, item.GoalCents)}%)
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination
        total={pagesOf(list.data?.Total ?? 0)}
        value={filters.page}
        onChange={(page) => setFilters((current) => ({ ...current, page }))}
        getControlProps={(control) => ({ 'aria-label': t(`dashboard.pages.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('dashboard.pages.page', { page }) })}
      />
    </DashboardSection>
  );
}

/** The newest pledges, five to a page. */
export function ActivityList({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [page, setPage] = useState(1);
  const activity = useDashboardActivity(eventId, page);
  const items = activity.data?.Items ?? [];
  return (
    <DashboardSection id="activity" title={t('dashboard.activity.title')}>
      {items.length === 0 ? (
        <Text c="gray.7">{t('dashboard.activity.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group key={item.PledgeId} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t(item.Kind === 'flat' ? 'dashboard.activity.flat' : 'dashboard.activity.perUnit', {
                  donor: item.DonorName,
                  participant: `${item.ParticipantFirstName} ${item.ParticipantLastName}`,
                  amount: formatMoney(item.AmountCents),
                })}
              </Text>
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(new Date(item.CreatedAt), Intl.DateTimeFormat().resolvedOptions().timeZone)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <Pagination
        total={pagesOf(activity.data?.Total ?? 0)}
        value={page}
        onChange={setPage}
        getControlProps={(control) => ({ 'aria-label': t(`dashboard.pages.${control}`) })}
        getItemProps={(value) => ({ 'aria-label': t('dashboard.pages.page', { page: value }) })}
      />
    </DashboardSection>
  );
}
