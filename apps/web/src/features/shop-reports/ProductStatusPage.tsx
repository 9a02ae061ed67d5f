import '../../i18n/sections/shop';
import '../../i18n/sections/shop-reports';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { ReportShell } from './ReportShell';
import { useProductStatus } from './shop-reports.api';

/** /shop/reports/productstatus: stock, ordered and shipped per product of the vendor. */
export function ProductStatusPage() {
  const { t } = useTranslation();
  const report = useProductStatus();
  return (
    <ReportShell report="productstatus">
      {!report.data ? (
        <PageLoader />
      ) : report.data.Rows.length === 0 ? (
        <Text c="gray.7">{t('shopReports.none')}</Text>
      ) : (
        <Table striped data-testid="product-status">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shopReports.productstatus.product')}</Table.Th>
              <Table.Th>{t('shopReports.productstatus.category')}</Table.Th>
              <Table.Th ta="right">{t('shopReports.productstatus.stock')}</Table.Th>
              <Table.Th ta="right">{t('shopReports.productstatus.ordered')}</Table.Th>
              <Table.Th ta="right">{t('shopReports.productstatus.shipped')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.data.Rows.map((row) => (
              <Table.Tr key={row.ProductId}>
                <Table.Td>
                  {row.Name}
                  {row.Archived && (
                    <Badge ml="xs" variant="light" color="gray">
                      {t('shopReports.productstatus.archived')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{t(`shop.categories.${row.Category}`, { defaultValue: row.Category })}</Table.Td>
                <Table.Td ta="right">{row.Stock}</Table.Td>
                <Table.Td ta="right">{row.Ordered}</Table.Td>
                <Table.Td ta="right">{row.Shipped}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ReportShell>
  );
}
