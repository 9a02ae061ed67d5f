import '../../i18n/sections/money-pages';
import '../../i18n/sections/payouts';
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { ThonMoney } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';

/**
 * What the payment provider refused for good on the Thon's charges (decision 143), with its reason:
 * drawn only when there is something, since each waits for someone to fix the receiving account.
 */
export function RefusedTransfers({ refused }: { refused: ThonMoney['Refused'] }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  if (refused.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="money-refused">
      <Title order={2}>{t('payouts.refused.title')}</Title>
      <Alert color="red">{t('payouts.refused.intro')}</Alert>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payouts.refused.when')}</Table.Th>
              <Table.Th>{t('payouts.refused.what')}</Table.Th>
              <Table.Th>{t('payouts.refused.account')}</Table.Th>
              <Table.Th>{t('payouts.refused.reason')}</Table.Th>
              <Table.Th ta="right">{t('moneyPages.treasurer.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {refused.map((row) => (
              <Table.Tr key={`${row.Kind}-${row.Destination}-${row.RefusedAt}-${row.AmountCents}`}>
                <Table.Td>{new Date(row.RefusedAt).toLocaleDateString(i18n.language)}</Table.Td>
                <Table.Td>
                  {`${t(`payouts.refused.kinds.${row.Kind}`)}: ${t(`payouts.refused.shares.${row.Share}`)}`}
                </Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {row.Destination}
                  </Text>
                </Table.Td>
                <Table.Td>{row.Reason}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.AmountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
