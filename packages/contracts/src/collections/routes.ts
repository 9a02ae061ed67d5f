import { route } from '../route';
import { SPREADSHEET_TYPES } from '../spreadsheet-file';
import {
  bulkPaymentRequestSchema,
  collectionsExportFileSchema,
  collectionsExportQuerySchema,
  collectionsMessageSchema,
  collectionsParamsSchema,
  collectionsSummarySchema,
  offlinePledgeRequestSchema,
} from './index';

export const collectionsSummaryRoute = route({
  method: 'GET',
  path: '/api/Collections/Summary/:eventId',
  params: collectionsParamsSchema,
  response: collectionsSummarySchema,
});

export const collectionsOfflinePledgeRoute = route({
  method: 'POST',
  path: '/api/Collections/OfflinePledge',
  body: offlinePledgeRequestSchema,
  response: collectionsMessageSchema,
});

export const collectionsBulkPaymentRoute = route({
  method: 'POST',
  path: '/api/Collections/BulkPayment',
  body: bulkPaymentRequestSchema,
  response: collectionsMessageSchema,
});

export const collectionsExportRoute = route({
  method: 'GET',
  path: '/api/Collections/Export/:eventId',
  params: collectionsParamsSchema,
  query: collectionsExportQuerySchema,
  response: collectionsExportFileSchema,
  produces: SPREADSHEET_TYPES,
});
