import { route } from '../route';
import {
  resultHistoryParamsSchema,
  resultHistorySchema,
  resultsGridParamsSchema,
  resultsGridQuerySchema,
  resultsGridSchema,
  saveResultsRequestSchema,
  saveResultsResponseSchema,
  uploadResultsRequestSchema,
} from './index';

export const resultsGridRoute = route({
  method: 'GET',
  path: '/api/Results/Grid/:eventId',
  params: resultsGridParamsSchema,
  query: resultsGridQuerySchema,
  response: resultsGridSchema,
});

export const resultsSaveRoute = route({
  method: 'POST',
  path: '/api/Results/Save',
  body: saveResultsRequestSchema,
  response: saveResultsResponseSchema,
});

export const resultsUploadRoute = route({
  method: 'POST',
  path: '/api/Results/Upload',
  body: uploadResultsRequestSchema,
  response: saveResultsResponseSchema,
});

export const resultsHistoryRoute = route({
  method: 'GET',
  path: '/api/Results/History/:participantId',
  params: resultHistoryParamsSchema,
  response: resultHistorySchema,
});
