import '../../i18n/sections/money-pages';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ThonMoney } from '@pledgethon/contracts';
import { formatCalendarDate } from '@pledgethon/core';
import { formatDate } from '@pledgethon/core/zones';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/error-toast';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { useSessionContext } from '../auth/session-context';
import { ThonPeopleShell } from '../thon-people/ThonPeopleShell';
import { CompareWithProvider } from './CompareWithProvider';
import { ReconciliationResult } from './ReconciliationResult';
import { RefusedTransfers } from './RefusedTransfers';
import { ThonDisputes } from './ThonDisputes';
import { downloadStatement, useThonMoney } from './thon-money.api';

type Totals = ThonMoney['Totals'];

/** The figures in the order a treasurer reads them: what came in, what was taken off, where it is. */
const FIGURES: { key: keyof Totals; strong?: boolean }[] = [
  { key: 'PledgedCents' },
  { key: 'FeeCoverCents' },
  { key: 'ChargedCents', strong: true },
  { key: 'ProcessingFeesCents' },
  { key: 'CommissionCents' },
  { key: 'PlatformFeesCents' },
  { key: 'RefundsCents' },
  { key: 'DisputesCents' },
  { key: 'NetToSchoolCents', strong: true },
  { key: 'PaidOutCents' },
  { key: 'InTransitCents' },
  { key: 'PendingCents', strong: true },
];

/** /thon/{eventCode}/money: the treasurer's view, every figure a sum of the Thon's ledger. */
export function ThonMoneyPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('moneyPages.treasurer.title')}>
      {(thon) => <Money eventCode={thon.EventCode} />}
    </ThonPeopleShell>
  );
}

function Money({ eventCode }: { eventCode: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const money = useThonMoney(eventCode);
  const session = useSessionContext();
  if (money.error) throw money.error;
  if (!money.data) return <PageLoader />;
  const { Totals, Payouts, Across, Reconciliation, Refused, Disputes } = money.data;
  const isAdministrator = session.data?.IsSuperAdmin ?? false;
  return (
    <Stack gap="xl">
      <Text c="gray.7">{t('moneyPages.treasurer.intro')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {FIGURES.map(({ key, strong }) => {
          // Money taken back after the last payout leaves less than nothing to pay: said as owed, not as a minus.
          const owed = key === 'PendingCents' && Totals[key] < 0;
          return (
            <Card key={key} withBorder padding="md" data-testid={`money-${key}`}>
              <Text size="sm" c="gray.7">
                {owed ? t('moneyPages.treasurer.pendingOwed') : t(`moneyPages.treasurer.figures.${key}`)}
              </Text>
              <Text fz={strong ? 'xl' : 'lg'} fw={strong ? 700 : 500}>
                {formatMoney(owed ? -Totals[key] : Totals[key])}
              </Text>
              {owed && (
                <Text size="xs" c="gray.7">
                  {t('moneyPages.treasurer.pendingOwedNote')}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      <Group gap="xs" role="group" aria-label={t('moneyPages.treasurer.statement')}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadStatement(eventCode, format).catch(showErrorToast)}
          >
            {t(`moneyPages.treasurer.${format}`)}
          </Button>
        ))}
      </Group>
      <RefusedTransfers refused={Refused} eventCode={eventCode} canAskAgain={isAdministrator} />
      <ThonDisputes disputes={Disputes} eventCode={eventCode} canDecide={isAdministrator} />
      <PayoutsTable payouts={Payouts} />
      <ReconciliationResult reconciliation={Reconciliation}>
        {isAdministrator && <CompareWithProvider eventCode={eventCode} />}
      </ReconciliationResult>
      {Across && <AcrossThons across={Across} />}
    </Stack>
  );
}

function PayoutsTable({ payouts }: { payouts: ThonMoney['Payouts'] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  // The day a payout was sent where the reader is, written as its arrival day is (MM/dd/yyyy).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Stack gap="sm">
      <Title order={2}>{t('moneyPages.treasurer.payouts')}</Title>
      {payouts.some((payout) => payout.IsTest) && (
        // Mantine's yellow title is too pale on its background: the title is drawn as bold text, as the disputes' is.
        <Alert color="yellow">
          <Text fw={700} size="sm">
            {t('moneyPages.treasurer.testTitle')}
          </Text>
          <Text size="sm">{t('moneyPages.treasurer.testNote')}</Text>
        </Alert>
      )}
      {payouts.length === 0 ? (
        <Text c="gray.7">{t('moneyPages.treasurer.noPayouts')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('moneyPages.treasurer.sent')}</Table.Th>
                <Table.Th>{t('moneyPages.treasurer.arrival')}</Table.Th>
                <Table.Th>{t('moneyPages.treasurer.payoutId')}</Table.Th>
                <Table.Th>{t('moneyPages.treasurer.status')}</Table.Th>
                <Table.Th ta="right">{t('moneyPages.treasurer.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payouts.map((payout) => (
                <Table.Tr key={payout.ProviderPayoutId}>
                  <Table.Td>{formatDate(new Date(payout.SentAt), zone)}</Table.Td>
                  <Table.Td>{formatCalendarDate(payout.ArrivalDate)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Text ff="monospace" size="sm">
                        {payout.ProviderPayoutId}
                      </Text>
                      {payout.IsTest && (
                        <Badge color="yellow" variant="filled" autoContrast>
                          {t('moneyPages.treasurer.test')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`moneyPages.treasurer.statuses.${payout.Status}`)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(payout.AmountCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function AcrossThons({ across }: { across: NonNullable<ThonMoney['Across']> }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Stack gap="sm">
      <Title order={2}>{t(`moneyPages.treasurer.across.${across.Kind}`)}</Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('moneyPages.treasurer.across.thon')}</Table.Th>
            <Table.Th ta="right">{t('moneyPages.treasurer.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {across.Rows.map((row) => (
            <Table.Tr key={row.EventCode}>
              <Table.Td>{`${row.Name} (${row.EventCode})`}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.Cents)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>{t('moneyPages.treasurer.across.total')}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatMoney(across.TotalCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
