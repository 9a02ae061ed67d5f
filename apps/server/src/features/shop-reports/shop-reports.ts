import type { CalculatorRow, ProductStatusReport, SchoolItemReport } from '@pledgethon/contracts';
import { pledgeProcessingExpenseCents, profitSplit } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { ReportScope } from './report-scope';
import {
  findCalculatorThons,
  findPledgeSizes,
  findProductStatus,
  findSchoolItems,
} from './shop-reports.queries';

export async function productStatusReport(
  db: Executor,
  { scope }: { scope: ReportScope },
): Promise<ProductStatusReport> {
  const rows = await findProductStatus(db, { scope });
  return {
    Rows: rows.map((row) => ({
      ProductId: row.id,
      Name: row.name,
      Category: row.category,
      Archived: row.archivedAt !== null,
      Stock: row.stock,
      Ordered: row.ordered,
      Shipped: row.shipped,
    })),
  };
}

export async function schoolItemReport(
  db: Executor,
  { scope }: { scope: ReportScope },
): Promise<SchoolItemReport> {
  const rows = await findSchoolItems(db, { scope });
  return {
    Rows: rows.map((row) => ({
      EventId: row.eventId,
      EventName: row.eventName,
      EventCode: row.eventCode,
      School: row.school,
      Product: row.product,
      Size: row.size,
      Quantity: row.quantity,
      TotalCents: row.totalCents,
    })),
  };
}

/**
 * Each Thon's starting point for the profit calculator and its split (decision 080): raised by the
 * one definition (decision 041), the franchisee's commission rate, what its orders cost, and the
 * processing expense of charging its pledges, summed pledge by pledge with core's rule (decision 052).
 */
export async function calculatorReport(
  db: Executor,
  { scope }: { scope: ReportScope },
): Promise<{ Rows: CalculatorRow[] }> {
  const thons = await findCalculatorThons(db, { scope });
  const sizes = await findPledgeSizes(db, { eventIds: thons.map((thon) => thon.id) });
  const expense = new Map<string, number>();
  for (const size of sizes) {
    const cents = pledgeProcessingExpenseCents(size.pledgedCents, size.coversFees) * size.pledges;
    expense.set(size.eventId, (expense.get(size.eventId) ?? 0) + cents);
  }
  return {
    Rows: thons.map((thon) => {
      const inputs = {
        raisedCents: thon.raisedCents,
        commissionBasisPoints: thon.commissionBasisPoints,
        productCostCents: thon.productCostCents,
        processingExpenseCents: expense.get(thon.id) ?? 0,
      };
      const split = profitSplit(inputs);
      return {
        EventId: thon.id,
        EventName: thon.name,
        EventCode: thon.eventCode,
        EventDate: thon.eventDate,
        RaisedCents: inputs.raisedCents,
        CommissionBasisPoints: inputs.commissionBasisPoints,
        ProductCostCents: inputs.productCostCents,
        ProcessingExpenseCents: inputs.processingExpenseCents,
        CommissionCents: split.commissionCents,
        FranchiseeProfitCents: split.franchiseeProfitCents,
        OrganizationCents: split.organizationCents,
      };
    }),
  };
}
