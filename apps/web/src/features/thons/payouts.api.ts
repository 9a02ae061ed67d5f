import {
  thonsConnectPayoutsRoute,
  thonsFinishTestOnboardingRoute,
  thonsPayoutAccountRoute,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

const payoutKey = (eventCode: string) => ['payout-account', eventCode.toLowerCase()];

export function usePayoutAccount(eventCode: string) {
  return useQuery({
    queryKey: payoutKey(eventCode),
    queryFn: () => callApi(thonsPayoutAccountRoute, { params: { eventCode } }),
  });
}

/** Sends the organiser to the provider's onboarding (or the test provider's page). */
export function useConnectPayouts() {
  return useMutation({
    mutationFn: (eventId: string) => callApi(thonsConnectPayoutsRoute, { body: { EventId: eventId } }),
    onSuccess: ({ Url }) => window.location.assign(Url),
  });
}

export function useFinishTestOnboarding(eventCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => callApi(thonsFinishTestOnboardingRoute, { body: { EventId: eventId } }),
    onSuccess: (account) => client.setQueryData(payoutKey(eventCode), account),
  });
}
