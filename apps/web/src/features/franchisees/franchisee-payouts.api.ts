import {
  franchiseeConnectPayoutsRoute,
  franchiseeFinishTestOnboardingRoute,
  franchiseePayoutAccountRoute,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

const payoutKey = ['franchisee-payout-account'];

/** Where the commission of the caller's own franchise is paid (decision 142). */
export function useFranchiseePayoutAccount() {
  return useQuery({ queryKey: payoutKey, queryFn: () => callApi(franchiseePayoutAccountRoute) });
}

/** Sends the franchise's user to the provider's onboarding (or the test provider's page). */
export function useConnectFranchiseePayouts() {
  return useMutation({
    mutationFn: () => callApi(franchiseeConnectPayoutsRoute),
    onSuccess: ({ Url }) => window.location.assign(Url),
  });
}

export function useFinishFranchiseeTestOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(franchiseeFinishTestOnboardingRoute),
    onSuccess: (account) => client.setQueryData(payoutKey, account),
  });
}
