import {
  type ResultsGrid,
  resultsGridRoute,
  resultsSaveRoute,
  resultsUploadRoute,
  type SaveResultsRequest,
  type UploadResultsRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

export function useResultsGrid(eventId: string, teamId: string | null) {
  return useQuery<ResultsGrid>({
    queryKey: ['results-grid', eventId, teamId],
    queryFn: () => callApi(resultsGridRoute, { params: { eventId }, query: { TeamId: teamId || undefined } }),
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
    mutationFn: (body: SaveResultsRequest) => callApi(resultsSaveRoute, { body }),
    onSuccess: refresh,
    meta: { showsOwnErrors: true },
  });
}

export function useUploadResults() {
  const refresh = useRefreshGrids();
  return useMutation({
    mutationFn: (body: UploadResultsRequest) => callApi(resultsUploadRoute, { body }),
    onSuccess: refresh,
    meta: { showsOwnErrors: true },
  });
}
