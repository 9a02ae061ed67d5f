import {
  type ResultsGrid,
  resultsGridSchema,
  type SaveResultsRequest,
  saveResultsResponseSchema,
  type UploadResultsRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export function useResultsGrid(eventId: string, teamId: string | null) {
  const query = teamId ? `?TeamId=${encodeURIComponent(teamId)}` : '';
  return useQuery<ResultsGrid>({
    queryKey: ['results-grid', eventId, teamId],
    queryFn: () => apiRequest('GET', `/api/Results/Grid/${eventId}${query}`, { schema: resultsGridSchema }),
  });
}

/** After a save every grid of the Thon is read again, so a team's and the whole Thon's agree. */
function useRefreshGrids() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['results-grid'] });
}

export function useSaveResults() {
  const refresh = useRefreshGrids();
  return useMutation({
    mutationFn: (body: SaveResultsRequest) =>
      apiRequest('POST', '/api/Results/Save', { body, schema: saveResultsResponseSchema }),
    onSuccess: refresh,
    meta: { showsOwnErrors: true },
  });
}

export function useUploadResults() {
  const refresh = useRefreshGrids();
  return useMutation({
    mutationFn: (body: UploadResultsRequest) =>
      apiRequest('POST', '/api/Results/Upload', { body, schema: saveResultsResponseSchema }),
    onSuccess: refresh,
    meta: { showsOwnErrors: true },
  });
}
