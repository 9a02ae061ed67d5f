import '../../i18n/sections/shop-reports';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { ReportShell } from './ReportShell';
import { useSchoolItems } from './shop-reports.api';

/** /shop/reports/schoolitem: what each school's Thon ordered, item by item. */
export function SchoolItemsPage() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const report = useSchoolItems();
  return (
    <ReportShell report="schoolitem">
      {!report.data ? (
        <PageLoader />
      ) : report.data.Rows.length === 0 ? (
        <Text c="gray.7">{t('shopReports.none')}</Text>
      ) : (
        <Table striped data-testid="school-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shopReports.schoolitem.school')}</Table.Th>
              <Table.Th>{t('shopReports.schoolitem.thon')}</Table.Th>
              <Table.Th>{t('shopReports.schoolitem.product')}</Table.Th>
              <Table.Th>{t('shopReports.schoolitem.size')}</Table.Th>
              <Table.Th ta="right">{t('shopReports.schoolitem.quantity')}</Table.Th>
              <Table.Th ta="right">{t('shopReports.schoolitem.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.data.Rows.map((row) => (
              <Table.Tr key={`${row.EventId}-${row.Product}-${row.Size ?? ''}`}>
                <Table.Td>{row.School}</Table.Td>
                <Table.Td>
                  {row.EventName} ({row.EventCode})
                </Table.Td>
                <Table.Td>{row.Product}</Table.Td>
                <Table.Td>{row.Size ?? ''}</Table.Td>
                <Table.Td ta="right">{row.Quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.TotalCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ReportShell>
  );
}
