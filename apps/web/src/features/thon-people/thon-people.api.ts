import {
  type AddParticipantRequest,
  type MoveParticipantsRequest,
  thonParticipantsAddRoute,
  thonParticipantsListRoute,
  thonParticipantsMoveRoute,
  thonParticipantsRemoveRoute,
  thonParticipantsThonRoute,
  thonParticipantsUpdateRoute,
  thonsCompleteParticipantRoute,
  type UpdateParticipantRequest,
} from '@pledgethon/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** The Thon of the page address as the caller reaches it, with its teams and teachers. */
export function useThonOverview(eventCode: string) {
  return useQuery({
    queryKey: ['thon-people', eventCode.toLowerCase()],
    queryFn: () => callApi(thonParticipantsThonRoute, { params: { eventCode } }),
  });
}

export type ParticipantQuery = { search: string; teamId: string | null; page: number; pageSize: number };

export function useThonParticipants(eventId: string | undefined, query: ParticipantQuery) {
  const filters = {
    Page: query.page,
    PageSize: query.pageSize,
    Search: query.search.trim() || undefined,
    TeamId: query.teamId || undefined,
  };
  return useQuery({
    queryKey: ['thon-participants', eventId, filters],
    queryFn: () => callApi(thonParticipantsListRoute, { params: { eventId: eventId ?? '' }, query: filters }),
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
        ? callApi(thonParticipantsUpdateRoute, { body: request })
        : callApi(thonParticipantsAddRoute, { body: request }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useRemoveParticipant() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (participantId: string) =>
      callApi(thonParticipantsRemoveRoute, { body: { ParticipantId: participantId } }),
    onSuccess: refresh,
  });
}

/** Marks a participant completed: their pledges then go to charging (the server says when). */
export function useCompleteParticipant() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (request: { EventId: string; ParticipantId: string }) =>
      callApi(thonsCompleteParticipantRoute, { body: request }),
    onSuccess: refresh,
  });
}

export function useMoveParticipants() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (request: MoveParticipantsRequest) => callApi(thonParticipantsMoveRoute, { body: request }),
    onSuccess: refresh,
  });
}
