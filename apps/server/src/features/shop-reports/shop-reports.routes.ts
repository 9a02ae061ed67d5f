import {
  errorBodySchema,
  type ShopReport,
  shopReportsCalculatorRoute,
  shopReportsExportRoute,
  shopReportsProductStatusRoute,
  shopReportsSchoolItemRoute,
} from '@pledgethon/contracts';
import { messages, type Role } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireRole } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { sendSpreadsheet, spreadsheetFile } from '../../http/spreadsheet-download';
import type { ReportScope } from './report-scope';
import { shopReportSheet } from './shop-report-sheets';
import { calculatorReport, productStatusReport, schoolItemReport } from './shop-reports';

const FRANCHISEE_ROLES = ['franchisee_user', 'franchisee_team_leader'] as const satisfies readonly Role[];

/**
 * Who reads each report: a vendor its own products' status; vendors, franchisees and organisers the
 * orders they reach, school by school; franchisees the calculator of their territory's Thons.
 */
const READERS = {
  productstatus: ['vendor'],
  schoolitem: ['vendor', ...FRANCHISEE_ROLES, 'organizer'],
  calculator: [...FRANCHISEE_ROLES],
} as const satisfies Record<ShopReport, readonly Role[]>;

/** The caller's reach for a report: every row for super administrators, else what they reach. */
function scopeOf(request: FastifyRequest, report: ShopReport): ReportScope {
  const session = requireRole(request, ...READERS[report]);
  if (session.IsSuperAdmin) return { all: true };
  if (!session.UserId) throw new AppError('forbidden', messages.accessDenied);
  return { userId: session.UserId };
}

const refusals = { 403: errorBodySchema };

export function shopReportRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      shopReportsProductStatusRoute,
      {
        config: { access: { area: 'shop', who: READERS.productstatus } },
        schema: {
          tags: ['shop'],
          summary: "Stock, units ordered and units shipped per product of the caller's vendor account",
          response: { ...refusals },
        },
      },
      async (request) => productStatusReport(db, { scope: scopeOf(request, 'productstatus') }),
    );

    serve(
      app,
      shopReportsSchoolItemRoute,
      {
        config: { access: { area: 'shop', who: READERS.schoolitem } },
        schema: {
          tags: ['shop'],
          summary:
            "What each school's Thon ordered, per product and size, of the orders the caller reaches " +
            "(a vendor's own, a franchisee's territory's, an organiser's Thons')",
          response: { ...refusals },
        },
      },
      async (request) => schoolItemReport(db, { scope: scopeOf(request, 'schoolitem') }),
    );

    serve(
      app,
      shopReportsCalculatorRoute,
      {
        config: { access: { area: 'shop', who: READERS.calculator } },
        schema: {
          tags: ['shop'],
          summary:
            "The profit calculator's figures for each Thon of the caller's territory: raised, commission, " +
            'product costs and payment processing expense',
          response: { ...refusals },
        },
      },
      async (request) => calculatorReport(db, { scope: scopeOf(request, 'calculator') }),
    );

    serve(
      app,
      shopReportsExportRoute,
      {
        config: {
          access: { area: 'shop', who: [...new Set(Object.values(READERS).flat())] },
        },
        schema: {
          tags: ['shop'],
          summary: 'One report as a CSV or XLSX download, cells that look like formulas neutralised',
          response: { ...refusals },
        },
      },
      async (request, reply) => {
        const { report } = request.params;
        const sheet = await shopReportSheet(db, { report, scope: scopeOf(request, report) });
        const file = await spreadsheetFile(sheet, request.query.Format);
        return sendSpreadsheet(reply, { file, format: request.query.Format, name: report });
      },
    );
  };
}
