import { z } from 'zod';
import { spreadsheetFormatSchema } from '../spreadsheet-file';

/** The reports of /shop/reports, by the name their export takes. */
export const SHOP_REPORTS = ['productstatus', 'schoolitem', 'calculator'] as const;
export type ShopReport = (typeof SHOP_REPORTS)[number];

export const shopReportExportParamsSchema = z.object({ report: z.enum(SHOP_REPORTS) });
export const shopReportExportQuerySchema = z.object({ Format: spreadsheetFormatSchema });

/** GET /api/Shop/Reports/ProductStatus: stock, ordered and shipped per product of the caller's vendor. */
const productStatusRowSchema = z
  .object({
    ProductId: z.uuid(),
    Name: z.string(),
    Category: z.string(),
    Archived: z.boolean(),
    Stock: z.number().int(),
    /** Units on orders that were not cancelled. */
    Ordered: z.number().int(),
    /** Units on orders shipped or delivered. */
    Shipped: z.number().int(),
  })
  .meta({ id: 'ProductStatusRow' });
export const productStatusReportSchema = z
  .object({ Rows: z.array(productStatusRowSchema) })
  .meta({ id: 'ProductStatusReport' });
export type ProductStatusReport = z.infer<typeof productStatusReportSchema>;

/** GET /api/Shop/Reports/SchoolItem: what each school's Thon ordered, item by item. */
const schoolItemRowSchema = z
  .object({
    EventId: z.uuid(),
    EventName: z.string(),
    EventCode: z.string(),
    School: z.string(),
    Product: z.string(),
    /** The shirt size, or null for a product without sizes. */
    Size: z.string().nullable(),
    Quantity: z.number().int(),
    TotalCents: z.number().int(),
  })
  .meta({ id: 'SchoolItemRow' });
export const schoolItemReportSchema = z
  .object({ Rows: z.array(schoolItemRowSchema) })
  .meta({ id: 'SchoolItemReport' });
export type SchoolItemReport = z.infer<typeof schoolItemReportSchema>;

/** GET /api/Shop/Reports/Calculator: what the profit calculator starts from, per Thon. */
const calculatorRowSchema = z
  .object({
    EventId: z.uuid(),
    EventName: z.string(),
    EventCode: z.string(),
    EventDate: z.iso.date(),
    RaisedCents: z.number().int(),
    CommissionBasisPoints: z.number().int(),
    ProductCostCents: z.number().int(),
    ProcessingExpenseCents: z.number().int(),
    CommissionCents: z.number().int(),
    FranchiseeProfitCents: z.number().int(),
    OrganizationCents: z.number().int(),
  })
  .meta({ id: 'CalculatorRow' });
export type CalculatorRow = z.infer<typeof calculatorRowSchema>;
export const calculatorReportSchema = z
  .object({ Rows: z.array(calculatorRowSchema) })
  .meta({ id: 'CalculatorReport' });
