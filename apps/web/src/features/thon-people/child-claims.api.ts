import {
  type DecideChildClaimRequest,
  type MergeParticipantsRequest,
  thonParticipantsClaimsRoute,
  thonParticipantsDecideClaimRoute,
  thonParticipantsDuplicatesRoute,
  thonParticipantsMergeRoute,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** The parents of this Thon waiting for the staff to confirm their child. */
export function useChildClaims(eventId: string) {
  return useQuery({
    queryKey: ['child-claims', eventId],
    queryFn: () => callApi(thonParticipantsClaimsRoute, { params: { eventId } }),
  });
}

export function useDecideChildClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: DecideChildClaimRequest) =>
      callApi(thonParticipantsDecideClaimRoute, { body: request }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['child-claims'] }),
        client.invalidateQueries({ queryKey: ['thon-participants'] }),
      ]),
  });
}

/** Pairs of the Thon's participants of one name: likely one child entered twice. */
export function useDuplicatePairs(eventId: string) {
  return useQuery({
    queryKey: ['duplicate-pairs', eventId],
    queryFn: () => callApi(thonParticipantsDuplicatesRoute, { params: { eventId } }),
  });
}

export function useMergeParticipants() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: MergeParticipantsRequest) => callApi(thonParticipantsMergeRoute, { body: request }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['duplicate-pairs'] }),
        client.invalidateQueries({ queryKey: ['thon-participants'] }),
        client.invalidateQueries({ queryKey: ['thon-people'] }),
      ]),
  });
}
