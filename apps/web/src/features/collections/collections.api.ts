import {
  type BulkPaymentRequest,
  type CollectionsSummary,
  collectionsMessageSchema,
  collectionsSummarySchema,
  type OfflinePledgeRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { downloadFile } from '../../api/download-file';

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

/** Downloads the Thon's pledges or collections as a CSV or XLSX file. */
export function downloadExport(
  eventId: string,
  what: 'pledges' | 'collections',
  format: 'csv' | 'xlsx',
): Promise<void> {
  return downloadFile(
    `/api/Collections/Export/${eventId}?What=${what}&Format=${format}`,
    `${what}.${format}`,
  );
}
