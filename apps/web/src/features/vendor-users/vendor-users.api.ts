import {
  shopVendorUsersInviteRoute,
  shopVendorUsersRemoveRoute,
  shopVendorUsersRoute,
  type VendorUserInviteRequest,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

export function useVendorUsers() {
  return useQuery({
    queryKey: ['vendor-users'],
    queryFn: () => callApi(shopVendorUsersRoute),
  });
}

function useRefreshVendorUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['vendor-users'] });
}

export function useInviteVendorUser() {
  const refresh = useRefreshVendorUsers();
  return useMutation({
    mutationFn: (body: VendorUserInviteRequest) => callApi(shopVendorUsersInviteRoute, { body }),
    meta: { showsOwnErrors: true },
    onSuccess: refresh,
  });
}

export function useRemoveVendorUser() {
  const refresh = useRefreshVendorUsers();
  return useMutation({
    mutationFn: (userId: string) => callApi(shopVendorUsersRemoveRoute, { body: { UserId: userId } }),
    onSuccess: refresh,
  });
}
