import { route } from '../route';
import { SPREADSHEET_TYPES, spreadsheetFileSchema } from '../spreadsheet-file';
import { inviteResponseSchema } from '../thon-people/people';
import { franchiseeCalendarQuerySchema, franchiseeCalendarSchema } from './franchisee-calendar';
import {
  calculatorReportSchema,
  productStatusReportSchema,
  schoolItemReportSchema,
  shopReportExportParamsSchema,
  shopReportExportQuerySchema,
} from './shop-reports';
import {
  vendorUserInviteRequestSchema,
  vendorUserRemovedSchema,
  vendorUserRemoveRequestSchema,
  vendorUsersQuerySchema,
  vendorUsersSchema,
} from './vendor-users';

export const shopVendorUsersRoute = route({
  method: 'GET',
  path: '/api/Shop/VendorUsers',
  query: vendorUsersQuerySchema,
  response: vendorUsersSchema,
});

export const shopVendorUsersInviteRoute = route({
  method: 'POST',
  path: '/api/Shop/VendorUsers/Invite',
  body: vendorUserInviteRequestSchema,
  response: inviteResponseSchema,
});

export const shopVendorUsersRemoveRoute = route({
  method: 'POST',
  path: '/api/Shop/VendorUsers/Remove',
  body: vendorUserRemoveRequestSchema,
  response: vendorUserRemovedSchema,
});

export const shopFranchiseeCalendarRoute = route({
  method: 'GET',
  path: '/api/Shop/FranchiseeCalendar',
  query: franchiseeCalendarQuerySchema,
  response: franchiseeCalendarSchema,
});

export const shopReportsProductStatusRoute = route({
  method: 'GET',
  path: '/api/Shop/Reports/ProductStatus',
  response: productStatusReportSchema,
});

export const shopReportsSchoolItemRoute = route({
  method: 'GET',
  path: '/api/Shop/Reports/SchoolItem',
  response: schoolItemReportSchema,
});

export const shopReportsCalculatorRoute = route({
  method: 'GET',
  path: '/api/Shop/Reports/Calculator',
  response: calculatorReportSchema,
});

export const shopReportsExportRoute = route({
  method: 'GET',
  path: '/api/Shop/Reports/Export/:report',
  params: shopReportExportParamsSchema,
  query: shopReportExportQuerySchema,
  response: spreadsheetFileSchema,
  produces: SPREADSHEET_TYPES,
});
