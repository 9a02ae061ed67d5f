import '../../i18n/sections/money-pages';
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { ThonMoney } from '@pledgethon/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongCalendarDay } from '../../ui/calendar-day';
import { useFormatMoney } from '../../ui/use-format-money';

type Reconciliation = NonNullable<ThonMoney['Reconciliation']>;

/** The Thon's ledger against the provider's balance transactions (decision 139): clean, or each difference. */
export function ReconciliationResult({
  reconciliation,
  children,
}: {
  reconciliation: ThonMoney['Reconciliation'];
  /** What the reader may do about it: an administrator's comparison on demand. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const day = (date: string) => formatLongCalendarDay(date, i18n.language);
  return (
    <Stack gap="sm" data-testid="money-reconciliation" id="money-reconciliation">
      <Title order={2}>{t('moneyPages.treasurer.reconciliation.title')}</Title>
      {!reconciliation ? (
        <Text c="gray.7">{t('moneyPages.treasurer.reconciliation.never')}</Text>
      ) : reconciliation.Differences.length === 0 ? (
        <Alert color="green">
          {t('moneyPages.treasurer.reconciliation.clean', { date: day(reconciliation.UpTo) })}
        </Alert>
      ) : (
        <>
          <Alert color="red">
            {t('moneyPages.treasurer.reconciliation.differences', {
              date: day(reconciliation.UpTo),
              count: reconciliation.Differences.length,
            })}
          </Alert>
          <DifferencesTable differences={reconciliation.Differences} />
        </>
      )}
      {children}
    </Stack>
  );
}

function DifferencesTable({ differences }: { differences: Reconciliation['Differences'] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const cents = (value: number | null) =>
    value === null ? t('moneyPages.treasurer.reconciliation.none') : formatMoney(value);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('moneyPages.treasurer.reconciliation.transaction')}</Table.Th>
            <Table.Th>{t('moneyPages.treasurer.reconciliation.reference')}</Table.Th>
            <Table.Th>{t('moneyPages.treasurer.reconciliation.kind')}</Table.Th>
            <Table.Th ta="right">{t('moneyPages.treasurer.reconciliation.ledger')}</Table.Th>
            <Table.Th ta="right">{t('moneyPages.treasurer.reconciliation.provider')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {differences.map((difference) => (
            <Table.Tr key={`${difference.Transaction}:${difference.Reference}:${difference.Kind}`}>
              <Table.Td>
                {t(`moneyPages.treasurer.reconciliation.transactions.${difference.Transaction}`)}
              </Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {difference.Reference}
                </Text>
              </Table.Td>
              <Table.Td>{t(`moneyPages.treasurer.reconciliation.kinds.${difference.Kind}`)}</Table.Td>
              <Table.Td ta="right">{cents(difference.LedgerCents)}</Table.Td>
              <Table.Td ta="right">{cents(difference.ProviderCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
