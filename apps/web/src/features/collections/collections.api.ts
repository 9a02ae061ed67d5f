import {
  type BulkPaymentRequest,
  type CollectionsSummary,
  collectionsBulkPaymentRoute,
  collectionsExportRoute,
  collectionsOfflinePledgeRoute,
  collectionsSummaryRoute,
  type OfflinePledgeRequest,
  pathOf,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { downloadFile } from '../../api/download-file';

export function useCollections(eventId: string) {
  return useQuery<CollectionsSummary>({
    queryKey: ['collections', eventId],
    queryFn: () => callApi(collectionsSummaryRoute, { params: { eventId } }),
  });
}

function useRecord<T, A>(record: (body: T) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: record,
    onSuccess: () => client.invalidateQueries({ queryKey: ['collections'] }),
    meta: { showsOwnErrors: true },
  });
}

export const useRecordOfflinePledge = () =>
  useRecord((body: OfflinePledgeRequest) => callApi(collectionsOfflinePledgeRoute, { body }));
export const useRecordBulkPayment = () =>
  useRecord((body: BulkPaymentRequest) => callApi(collectionsBulkPaymentRoute, { body }));

/** Downloads the Thon's pledges or collections as a CSV or XLSX file. */
export function downloadExport(
  eventId: string,
  what: 'pledges' | 'collections',
  format: 'csv' | 'xlsx',
): Promise<void> {
  return downloadFile(
    pathOf(collectionsExportRoute, { eventId }, { What: what, Format: format }),
    `${what}.${format}`,
  );
}
