import {
  type CreateFranchiseeRequest,
  type FranchiseeInviteRequest,
  franchiseeListSchema,
  franchiseeResponseSchema,
  inviteResponseSchema,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The franchisees the caller may manage, with their people. */
export function useFranchisees() {
  return useQuery({
    queryKey: ['franchisees'],
    queryFn: () => apiRequest('GET', '/api/Franchisees/List', { schema: franchiseeListSchema }),
  });
}

function useRefreshFranchisees() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['franchisees'] });
}

export function useCreateFranchisee() {
  const refresh = useRefreshFranchisees();
  return useMutation({
    mutationFn: (body: CreateFranchiseeRequest) =>
      apiRequest('POST', '/api/Franchisees/Create', { body, schema: franchiseeResponseSchema }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useInviteFranchiseePerson() {
  const refresh = useRefreshFranchisees();
  return useMutation({
    mutationFn: (body: FranchiseeInviteRequest) =>
      apiRequest('POST', '/api/Franchisees/Invite', { body, schema: inviteResponseSchema }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}
