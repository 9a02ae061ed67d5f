import {
  type ContactProvider,
  contactsGetContactProvidersRoute,
  contactsGetGoogleContactsRoute,
  contactsImportContactFileRoute,
  contactsStartContactImportRoute,
  eventsGetYahooLoginRoute,
  type ShareResult,
  sharesGetShareCounterRoute,
  sharesGuestShareByEmailRoute,
  sharesGuestShareByTextRoute,
  sharesRecordSocialShareRoute,
  sharesShareByEmailRoute,
  sharesShareByTextRoute,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

const counterKey = (participantId: string) => ['share-counter', participantId];

export function useShareCounter(participantId: string) {
  return useQuery({
    queryKey: counterKey(participantId),
    queryFn: () => callApi(sharesGetShareCounterRoute, { params: { participantId } }),
  });
}

/** A share to a list of e-mail addresses or mobile numbers. */
export type RecipientsCall = { kind: 'email' | 'text'; addresses: string[] };
type ShareCall = RecipientsCall | { kind: 'social' };

/** Sends a share; the counter every screen shows moves with the server's answer. */
export function useShare(participantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: ShareCall): Promise<ShareResult> => {
      const ParticipantId = participantId;
      if (call.kind === 'email') {
        return callApi(sharesShareByEmailRoute, { body: { ParticipantId, Emails: call.addresses } });
      }
      if (call.kind === 'text') {
        return callApi(sharesShareByTextRoute, { body: { ParticipantId, MobileNumbers: call.addresses } });
      }
      return callApi(sharesRecordSocialShareRoute, { body: { ParticipantId } });
    },
    onSuccess: (result) => client.setQueryData(counterKey(participantId), result.Counter),
  });
}

/** A donor passes their pledge on, by its receipt's secret link; no account is needed. */
export function useGuestShare(token: string) {
  return useMutation({
    mutationFn: (call: RecipientsCall): Promise<ShareResult> =>
      call.kind === 'email'
        ? callApi(sharesGuestShareByEmailRoute, { body: { Token: token, Emails: call.addresses } })
        : callApi(sharesGuestShareByTextRoute, { body: { Token: token, MobileNumbers: call.addresses } }),
  });
}

export function useContactProviders() {
  return useQuery({
    queryKey: ['contact-providers'],
    queryFn: () => callApi(contactsGetContactProvidersRoute),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const startContactImport = (provider: ContactProvider) =>
  callApi(contactsStartContactImportRoute, { body: { Provider: provider } });

/**
 * The contacts behind the code the pop-up came back with. Yahoo's call is the spec's, whose {secret}
 * the server never reads: the browser holds no secret and says so.
 */
export function finishContactImport(
  provider: ContactProvider,
  { code, state, clientId }: { code: string; state: string; clientId: string },
) {
  return provider === 'yahoo'
    ? callApi(eventsGetYahooLoginRoute, { params: { code, clientId, secret: 'none' }, query: { state } })
    : callApi(contactsGetGoogleContactsRoute, { params: { code }, query: { state } });
}

export function importContactFile(file: File) {
  const form = new FormData();
  form.append('File', file);
  return callApi(contactsImportContactFileRoute, { body: form });
}
