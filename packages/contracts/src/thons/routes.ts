import { route } from '../route';
import { SPREADSHEET_TYPES, spreadsheetFileSchema } from '../spreadsheet-file';
import {
  connectPayoutsResponseSchema,
  payoutAccountParamsSchema,
  payoutAccountRequestSchema,
  payoutAccountSchema,
} from './payout-account';
import { completeThonRequestSchema } from './thon-completion';
import { thonExportFileSchema, thonExportParamsSchema } from './thon-export';
import {
  askAgainRequestSchema,
  askAgainResultSchema,
  decideTestDisputeRequestSchema,
  decideTestDisputeResultSchema,
  reconcileRequestSchema,
  reconcileResultSchema,
  thonMoneyParamsSchema,
  thonMoneySchema,
  thonMoneyStatementQuerySchema,
} from './thon-money';
import {
  completeParticipantRequestSchema,
  thonMessageResponseSchema,
  thonSettingsParamsSchema,
  thonSettingsSchema,
  updateThonSettingsRequestSchema,
} from './thon-settings';
import {
  createThonRequestSchema,
  createThonResponseSchema,
  eventCodeAvailabilityParamsSchema,
  eventCodeAvailabilityQuerySchema,
  eventCodeAvailabilityResponseSchema,
} from './thon-setup';

export const thonsIsEventCodeAvailableRoute = route({
  method: 'GET',
  path: '/api/Thons/IsEventCodeAvailable/:eventCode',
  params: eventCodeAvailabilityParamsSchema,
  query: eventCodeAvailabilityQuerySchema,
  response: eventCodeAvailabilityResponseSchema,
});

export const thonsCreateRoute = route({
  method: 'POST',
  path: '/api/Thons/Create',
  body: createThonRequestSchema,
  response: createThonResponseSchema,
});

export const thonsSettingsRoute = route({
  method: 'GET',
  path: '/api/Thons/Settings/:eventCode',
  params: thonSettingsParamsSchema,
  response: thonSettingsSchema,
});

export const thonsUpdateSettingsRoute = route({
  method: 'POST',
  path: '/api/Thons/UpdateSettings',
  body: updateThonSettingsRequestSchema,
  response: thonSettingsSchema,
});

export const thonsCompleteRoute = route({
  method: 'POST',
  path: '/api/Thons/Complete',
  body: completeThonRequestSchema,
  response: thonMessageResponseSchema,
});

export const thonsCompleteParticipantRoute = route({
  method: 'POST',
  path: '/api/Thons/CompleteParticipant',
  body: completeParticipantRequestSchema,
  response: thonMessageResponseSchema,
});

export const thonsExportRoute = route({
  method: 'GET',
  path: '/api/Thons/Export/:eventCode',
  params: thonExportParamsSchema,
  response: thonExportFileSchema,
  produces: ['application/zip'],
});

export const thonsPayoutAccountRoute = route({
  method: 'GET',
  path: '/api/Thons/PayoutAccount/:eventCode',
  params: payoutAccountParamsSchema,
  response: payoutAccountSchema,
});

export const thonsConnectPayoutsRoute = route({
  method: 'POST',
  path: '/api/Thons/ConnectPayouts',
  body: payoutAccountRequestSchema,
  response: connectPayoutsResponseSchema,
});

export const thonsFinishTestOnboardingRoute = route({
  method: 'POST',
  path: '/api/Thons/FinishTestOnboarding',
  body: payoutAccountRequestSchema,
  response: payoutAccountSchema,
});

export const thonsMoneyRoute = route({
  method: 'GET',
  path: '/api/Thons/Money/:eventCode',
  params: thonMoneyParamsSchema,
  response: thonMoneySchema,
});

export const thonsMoneyAskAgainRoute = route({
  method: 'POST',
  path: '/api/Thons/Money/:eventCode/AskAgain',
  params: thonMoneyParamsSchema,
  body: askAgainRequestSchema,
  response: askAgainResultSchema,
});

export const thonsMoneyDecideTestDisputeRoute = route({
  method: 'POST',
  path: '/api/Thons/Money/:eventCode/DecideTestDispute',
  params: thonMoneyParamsSchema,
  body: decideTestDisputeRequestSchema,
  response: decideTestDisputeResultSchema,
});

export const thonsReconcileRoute = route({
  method: 'POST',
  path: '/api/Thons/Reconcile',
  body: reconcileRequestSchema,
  response: reconcileResultSchema,
});

export const thonsMoneyStatementRoute = route({
  method: 'GET',
  path: '/api/Thons/Money/:eventCode/Statement',
  params: thonMoneyParamsSchema,
  query: thonMoneyStatementQuerySchema,
  response: spreadsheetFileSchema,
  produces: SPREADSHEET_TYPES,
});
