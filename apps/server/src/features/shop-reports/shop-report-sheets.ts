import type { ShopReport } from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import { dollarsCell, type Sheet, textCell } from '../../http/spreadsheet-download';
import type { ReportScope } from './report-scope';
import { calculatorReport, productStatusReport, schoolItemReport } from './shop-reports';

/** One report as a sheet for its CSV or XLSX export: money in dollars, every text cell made safe. */
export async function shopReportSheet(
  db: Executor,
  { report, scope }: { report: ShopReport; scope: ReportScope },
): Promise<Sheet> {
  if (report === 'productstatus') {
    const { Rows } = await productStatusReport(db, { scope });
    return {
      name: 'Product status',
      header: ['Product', 'Category', 'Archived', 'Stock', 'Ordered', 'Shipped'],
      rows: Rows.map((row) => [
        textCell(row.Name),
        row.Category,
        row.Archived ? 'yes' : 'no',
        row.Stock,
        row.Ordered,
        row.Shipped,
      ]),
    };
  }
  if (report === 'schoolitem') {
    const { Rows } = await schoolItemReport(db, { scope });
    return {
      name: 'School items',
      header: ['School', 'Thon', 'Event code', 'Product', 'Size', 'Quantity', 'Total'],
      rows: Rows.map((row) => [
        textCell(row.School),
        textCell(row.EventName),
        textCell(row.EventCode),
        textCell(row.Product),
        row.Size ?? '',
        row.Quantity,
        dollarsCell(row.TotalCents),
      ]),
    };
  }
  const { Rows } = await calculatorReport(db, { scope });
  return {
    name: 'Profit calculator',
    header: [
      'Thon',
      'Event code',
      'Event date',
      'Raised',
      'Commission rate (%)',
      'Commission',
      'Product costs',
      'Payment processing expense',
      'Franchisee profit',
      'To the organization',
    ],
    rows: Rows.map((row) => [
      textCell(row.EventName),
      textCell(row.EventCode),
      row.EventDate,
      dollarsCell(row.RaisedCents),
      row.CommissionBasisPoints / 100,
      dollarsCell(row.CommissionCents),
      dollarsCell(row.ProductCostCents),
      dollarsCell(row.ProcessingExpenseCents),
      dollarsCell(row.FranchiseeProfitCents),
      dollarsCell(row.OrganizationCents),
    ]),
  };
}
