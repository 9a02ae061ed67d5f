import {
  authenticationOauthCallbackRoute,
  authenticationOauthStartRoute,
  errorBodySchema,
  lapCounterRedeemRoute,
  lapCounterRosterRoute,
  lapCounterSyncRoute,
  participantPageRoute,
  routeKey,
  smsInboundRoute,
  thonPageByCodeRoute,
  thonPageRoute,
} from '@pledgethon/contracts';
import { z } from 'zod';

/**
 * A response as the API document lists it: with its bodies by content type, in the form the zod schema
 * transform reads, or with no body the document could describe (a redirect, a file of any type).
 */
export type DocumentedResponse =
  | { description: string; content: Record<string, { schema: z.ZodType }> }
  | { description: string; content?: undefined };

export const failureResponse = (description: string): DocumentedResponse => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

const page = (description: string): DocumentedResponse => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

const redirect = (description: string): DocumentedResponse => ({ description });

const NO_COUNTING_RIGHT = failureResponse(
  'Neither a counting pass of this Thon for today nor a staff grant on it.',
);

/**
 * What some routes answer that neither their access declaration nor their input shows: a credential
 * of their own (a lap counter's pass, the SMS provider's signature), a rule, a redirect, a page. Keyed
 * by the route's declaration; a status the route's own response schema lists wins over these.
 */
export const answersOfHandlers: Record<string, Record<number, DocumentedResponse>> = {
  [routeKey(authenticationOauthStartRoute)]: {
    302: redirect("To the provider's sign-in page, or back to the sign-in page when it cannot start."),
  },
  [routeKey(authenticationOauthCallbackRoute)]: {
    302: redirect('To the app, signed in by a one-time ticket, or back to the sign-in page.'),
  },
  [routeKey(thonPageByCodeRoute)]: {
    302: redirect("To the Thon's page of the code given, or to /home without one."),
  },
  [routeKey(thonPageRoute)]: {
    302: redirect(
      "An older link's ?participant= to that child's page, or to the Thon's page when not shown there.",
    ),
    404: page("The 'Thon not found' page."),
  },
  [routeKey(participantPageRoute)]: { 404: page("The 'Thon not found' page.") },
  [routeKey(smsInboundRoute)]: { 403: failureResponse('The message is not signed by the SMS provider.') },
  [routeKey(lapCounterRosterRoute)]: { 403: NO_COUNTING_RIGHT },
  [routeKey(lapCounterSyncRoute)]: { 403: NO_COUNTING_RIGHT },
  [routeKey(lapCounterRedeemRoute)]: {
    422: failureResponse("The volunteer's link is used, expired or of another Thon."),
  },
};
