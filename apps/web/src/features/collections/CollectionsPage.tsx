import '../../i18n/sections/money-pages';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CollectionsSummary } from '@pledgethon/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/error-toast';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { ThonPeopleShell } from '../thon-people/ThonPeopleShell';
import { BulkPaymentForm } from './BulkPaymentForm';
import { downloadExport, useCollections } from './collections.api';
import { OfflinePledgeForm } from './OfflinePledgeForm';

/** /thon/{eventCode}/collections: pledged, collected and outstanding; offline pledges and bulk payment. */
export function CollectionsPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('moneyPages.collections.title')} listsParticipants>
      {(thon) => <Collections eventId={thon.EventId} keepsMoney={thon.ManagesPeople} />}
    </ThonPeopleShell>
  );
}

function Collections({ eventId, keepsMoney }: { eventId: string; keepsMoney: boolean }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const summary = useCollections(eventId);
  if (!summary.data) return <PageLoader />;
  const data = summary.data;
  const exportFile = (what: 'pledges' | 'collections', format: 'csv' | 'xlsx') =>
    downloadExport(eventId, what, format).catch(showErrorToast);
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Total
          label={t('moneyPages.collections.pledged')}
          value={formatMoney(data.Totals.PledgedCents)}
          testId="total-pledged"
        />
        <Total
          label={t('moneyPages.collections.collected')}
          value={formatMoney(data.Totals.CollectedCents)}
          testId="total-collected"
        />
        <Total
          label={t('moneyPages.collections.outstanding')}
          value={formatMoney(data.Totals.OutstandingCents)}
          testId="total-outstanding"
        />
      </SimpleGrid>
      <Group gap="xs" role="group" aria-label={t('moneyPages.collections.export')}>
        {(
          [
            ['pledges', 'csv', t('moneyPages.collections.exportPledgesCsv')],
            ['pledges', 'xlsx', t('moneyPages.collections.exportPledgesXlsx')],
            ['collections', 'csv', t('moneyPages.collections.exportCollectionsCsv')],
            ['collections', 'xlsx', t('moneyPages.collections.exportCollectionsXlsx')],
          ] as const
        ).map(([what, format, label]) => (
          <Button
            key={label}
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => exportFile(what, format)}
          >
            {label}
          </Button>
        ))}
      </Group>
      {keepsMoney && <OfflinePledgeForm eventId={eventId} participants={data.Participants} />}
      {keepsMoney && <BulkPaymentForm eventId={eventId} pledges={data.OpenPledges} />}
      <MoneyTable
        title={t('moneyPages.collections.byTeam')}
        firstColumn={t('moneyPages.collections.team')}
        rows={data.Teams.map((team) => ({
          key: team.TeamName ?? '',
          name: team.TeamName ?? t('moneyPages.collections.noTeam'),
          ...team,
        }))}
      />
      <MoneyTable
        title={t('moneyPages.collections.byParticipant')}
        firstColumn={t('moneyPages.collections.participant')}
        rows={data.Participants.map((row) => ({ key: row.ParticipantId, name: row.Name, ...row }))}
      />
    </Stack>
  );
}

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={800} fz={26} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

type MoneyRow = CollectionsSummary['Totals'] & { key: string; name: string };

function MoneyTable({ title, firstColumn, rows }: { title: string; firstColumn: string; rows: MoneyRow[] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz={24}>
        {title}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{firstColumn}</Table.Th>
              <Table.Th ta="right">{t('moneyPages.collections.pledged')}</Table.Th>
              <Table.Th ta="right">{t('moneyPages.collections.collected')}</Table.Th>
              <Table.Th ta="right">{t('moneyPages.collections.outstanding')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.PledgedCents)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.CollectedCents)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.OutstandingCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
