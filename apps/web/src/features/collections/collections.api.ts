import {
  type BulkPaymentRequest,
  type CollectionsSummary,
  collectionsMessageSchema,
  collectionsSummarySchema,
  type OfflinePledgeRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestHeaders, toAppError } from '../../api/client';

export function useCollections(eventId: string) {
  return useQuery<CollectionsSummary>({
    queryKey: ['collections', eventId],
    queryFn: () =>
      apiRequest('GET', `/api/Collections/Summary/${eventId}`, { schema: collectionsSummarySchema }),
  });
}

function useRecord<T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => apiRequest('POST', path, { body, schema: collectionsMessageSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['collections'] }),
    meta: { showsOwnErrors: true },
  });
}

export const useRecordOfflinePledge = () => useRecord<OfflinePledgeRequest>('/api/Collections/OfflinePledge');
export const useRecordBulkPayment = () => useRecord<BulkPaymentRequest>('/api/Collections/BulkPayment');

/** Downloads an export with the session's headers (a plain link could not send them). */
export async function downloadExport(
  eventId: string,
  what: 'pledges' | 'collections',
  format: 'csv' | 'xlsx',
): Promise<void> {
  const response = await fetch(`/api/Collections/Export/${eventId}?What=${what}&Format=${format}`, {
    headers: requestHeaders(undefined),
  });
  if (!response.ok) throw toAppError(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: name ?? `${what}.${format}`,
  });
  link.click();
  URL.revokeObjectURL(url);
}
