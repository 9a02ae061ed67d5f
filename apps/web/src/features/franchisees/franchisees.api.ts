import {
  type CreateFranchiseeRequest,
  type FranchiseeInviteRequest,
  franchiseesCreateRoute,
  franchiseesInviteRoute,
  franchiseesListRoute,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** The franchisees the caller may manage, with their people. */
export function useFranchisees() {
  return useQuery({
    queryKey: ['franchisees'],
    queryFn: () => callApi(franchiseesListRoute),
  });
}

function useRefreshFranchisees() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['franchisees'] });
}

export function useCreateFranchisee() {
  const refresh = useRefreshFranchisees();
  return useMutation({
    mutationFn: (body: CreateFranchiseeRequest) => callApi(franchiseesCreateRoute, { body }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useInviteFranchiseePerson() {
  const refresh = useRefreshFranchisees();
  return useMutation({
    mutationFn: (body: FranchiseeInviteRequest) => callApi(franchiseesInviteRoute, { body }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}
