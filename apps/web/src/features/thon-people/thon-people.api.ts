import {
  type AddParticipantRequest,
  type MoveParticipantsRequest,
  moveParticipantsResponseSchema,
  participantChangeResponseSchema,
  participantPageSchema,
  thonMessageResponseSchema,
  thonPeopleOverviewSchema,
  type UpdateParticipantRequest,
} from '@pledgethon/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The Thon of the page address as the caller reaches it, with its teams and teachers. */
export function useThonOverview(eventCode: string) {
  return useQuery({
    queryKey: ['thon-people', eventCode.toLowerCase()],
    queryFn: () =>
      apiRequest('GET', `/api/ThonParticipants/Thon/${encodeURIComponent(eventCode)}`, {
        schema: thonPeopleOverviewSchema,
      }),
  });
}

export type ParticipantQuery = { search: string; teamId: string | null; page: number; pageSize: number };

export function useThonParticipants(eventId: string | undefined, query: ParticipantQuery) {
  const params = new URLSearchParams({ Page: String(query.page), PageSize: String(query.pageSize) });
  if (query.search.trim()) params.set('Search', query.search.trim());
  if (query.teamId) params.set('TeamId', query.teamId);
  return useQuery({
    queryKey: ['thon-participants', eventId, params.toString()],
    queryFn: () =>
      apiRequest('GET', `/api/ThonParticipants/List/${eventId}?${params.toString()}`, {
        schema: participantPageSchema,
      }),
    enabled: Boolean(eventId),
    // The rows stay while the next page or search loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** After any change the lists and the team counts are read again. */
function useRefreshPeople() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['thon-participants'] }),
      client.invalidateQueries({ queryKey: ['thon-people'] }),
    ]);
}

export function useSaveParticipant() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (request: AddParticipantRequest | UpdateParticipantRequest) =>
      'ParticipantId' in request
        ? apiRequest('POST', '/api/ThonParticipants/Update', {
            body: request,
            schema: participantChangeResponseSchema,
          })
        : apiRequest('POST', '/api/ThonParticipants/Add', {
            body: request,
            schema: participantChangeResponseSchema,
          }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useRemoveParticipant() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (participantId: string) =>
      apiRequest('POST', '/api/ThonParticipants/Remove', {
        body: { ParticipantId: participantId },
        schema: participantChangeResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** Marks a participant completed: their pledges then go to charging (the server says when). */
export function useCompleteParticipant() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (request: { EventId: string; ParticipantId: string }) =>
      apiRequest('POST', '/api/Thons/CompleteParticipant', {
        body: request,
        schema: thonMessageResponseSchema,
      }),
    onSuccess: refresh,
  });
}

export function useMoveParticipants() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (request: MoveParticipantsRequest) =>
      apiRequest('POST', '/api/ThonParticipants/Move', {
        body: request,
        schema: moveParticipantsResponseSchema,
      }),
    onSuccess: refresh,
  });
}
