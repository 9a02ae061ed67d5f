import {
  inviteResponseSchema,
  type VendorUserInviteRequest,
  vendorUserRemovedSchema,
  vendorUsersSchema,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export function useVendorUsers() {
  return useQuery({
    queryKey: ['vendor-users'],
    queryFn: () => apiRequest('GET', '/api/Shop/VendorUsers', { schema: vendorUsersSchema }),
  });
}

function useRefreshVendorUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['vendor-users'] });
}

export function useInviteVendorUser() {
  const refresh = useRefreshVendorUsers();
  return useMutation({
    mutationFn: (body: VendorUserInviteRequest) =>
      apiRequest('POST', '/api/Shop/VendorUsers/Invite', { body, schema: inviteResponseSchema }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useRemoveVendorUser() {
  const refresh = useRefreshVendorUsers();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest('POST', '/api/Shop/VendorUsers/Remove', {
        body: { UserId: userId },
        schema: vendorUserRemovedSchema,
      }),
    onSuccess: refresh,
  });
}
