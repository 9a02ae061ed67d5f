import { route } from '../route';
import {
  contactImportStateQuerySchema,
  contactListSchema,
  contactProvidersSchema,
  googleContactsParamsSchema,
  startContactImportRequestSchema,
  startContactImportSchema,
  yahooLoginParamsSchema,
} from './contacts';
import {
  guestShareByEmailRequestSchema,
  guestShareByTextRequestSchema,
  shareByEmailRequestSchema,
  shareByTextRequestSchema,
  shareCounterParamsSchema,
  shareCounterSchema,
  shareResultSchema,
  socialShareRequestSchema,
} from './sharing';

export const contactsGetContactProvidersRoute = route({
  method: 'GET',
  path: '/api/Contacts/GetContactProviders',
  response: contactProvidersSchema,
});

export const contactsStartContactImportRoute = route({
  method: 'POST',
  path: '/api/Contacts/StartContactImport',
  body: startContactImportRequestSchema,
  response: startContactImportSchema,
});

export const eventsGetYahooLoginRoute = route({
  method: 'GET',
  path: '/api/events/GetYahooLogin/:code/:clientId/:secret',
  params: yahooLoginParamsSchema,
  query: contactImportStateQuerySchema,
  response: contactListSchema,
});

export const contactsGetGoogleContactsRoute = route({
  method: 'GET',
  path: '/api/Contacts/GetGoogleContacts/:code',
  params: googleContactsParamsSchema,
  query: contactImportStateQuerySchema,
  response: contactListSchema,
});

export const contactsImportContactFileRoute = route({
  method: 'POST',
  path: '/api/Contacts/ImportContactFile',
  response: contactListSchema,
  consumes: ['multipart/form-data'],
});

export const sharesGetShareCounterRoute = route({
  method: 'GET',
  path: '/api/Shares/GetShareCounter/:participantId',
  params: shareCounterParamsSchema,
  response: shareCounterSchema,
});

export const sharesShareByEmailRoute = route({
  method: 'POST',
  path: '/api/Shares/ShareByEmail',
  body: shareByEmailRequestSchema,
  response: shareResultSchema,
});

export const sharesShareByTextRoute = route({
  method: 'POST',
  path: '/api/Shares/ShareByText',
  body: shareByTextRequestSchema,
  response: shareResultSchema,
});

export const sharesRecordSocialShareRoute = route({
  method: 'POST',
  path: '/api/Shares/RecordSocialShare',
  body: socialShareRequestSchema,
  response: shareResultSchema,
});

export const sharesGuestShareByEmailRoute = route({
  method: 'POST',
  path: '/api/Shares/GuestShareByEmail',
  body: guestShareByEmailRequestSchema,
  response: shareResultSchema,
});

export const sharesGuestShareByTextRoute = route({
  method: 'POST',
  path: '/api/Shares/GuestShareByText',
  body: guestShareByTextRequestSchema,
  response: shareResultSchema,
});
