import {
  type ContactProvider,
  contactListSchema,
  contactProvidersSchema,
  type ShareResult,
  shareCounterSchema,
  shareResultSchema,
  startContactImportSchema,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

const counterKey = (participantId: string) => ['share-counter', participantId];

export function useShareCounter(participantId: string) {
  return useQuery({
    queryKey: counterKey(participantId),
    queryFn: () =>
      apiRequest('GET', `/api/Shares/GetShareCounter/${encodeURIComponent(participantId)}`, {
        schema: shareCounterSchema,
      }),
  });
}

/** A share to a list of e-mail addresses or mobile numbers. */
export type RecipientsCall = { kind: 'email' | 'text'; addresses: string[] };
type ShareCall = RecipientsCall | { kind: 'social' };

const sharePath = { email: 'ShareByEmail', text: 'ShareByText', social: 'RecordSocialShare' } as const;

/** Sends a share; the counter every screen shows moves with the server's answer. */
export function useShare(participantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: ShareCall): Promise<ShareResult> =>
      apiRequest('POST', `/api/Shares/${sharePath[call.kind]}`, {
        body: {
          ParticipantId: participantId,
          ...(call.kind === 'email' ? { Emails: call.addresses } : {}),
          ...(call.kind === 'text' ? { MobileNumbers: call.addresses } : {}),
        },
        schema: shareResultSchema,
      }),
    onSuccess: (result) => client.setQueryData(counterKey(participantId), result.Counter),
  });
}

/** A donor passes their pledge on, by its receipt's secret link; no account is needed. */
export function useGuestShare(token: string) {
  return useMutation({
    mutationFn: (call: RecipientsCall): Promise<ShareResult> =>
      apiRequest('POST', `/api/Shares/${call.kind === 'email' ? 'GuestShareByEmail' : 'GuestShareByText'}`, {
        body: {
          Token: token,
          ...(call.kind === 'email' ? { Emails: call.addresses } : { MobileNumbers: call.addresses }),
        },
        schema: shareResultSchema,
      }),
  });
}

export function useContactProviders() {
  return useQuery({
    queryKey: ['contact-providers'],
    queryFn: () => apiRequest('GET', '/api/Contacts/GetContactProviders', { schema: contactProvidersSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const startContactImport = (provider: ContactProvider) =>
  apiRequest('POST', '/api/Contacts/StartContactImport', {
    body: { Provider: provider },
    schema: startContactImportSchema,
  });

/**
 * The contacts behind the code the pop-up came back with. Yahoo's call is the spec's, whose {secret}
 * the server never reads: the browser holds no secret and says so.
 */
export function finishContactImport(
  provider: ContactProvider,
  { code, state, clientId }: { code: string; state: string; clientId: string },
) {
  const query = `?state=${encodeURIComponent(state)}`;
  const path =
    provider === 'yahoo'
      ? `/api/events/GetYahooLogin/${encodeURIComponent(code)}/${encodeURIComponent(clientId)}/none${query}`
      : `/api/Contacts/GetGoogleContacts/${encodeURIComponent(code)}${query}`;
  return apiRequest('GET', path, { schema: contactListSchema });
}

export function importContactFile(file: File) {
  const form = new FormData();
  form.append('File', file);
  return apiRequest('POST', '/api/Contacts/ImportContactFile', { body: form, schema: contactListSchema });
}
