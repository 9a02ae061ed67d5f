import { accessCodesGetByEventRoute, accessCodesGetThonsRoute } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** The Thons whose access codes the signed-in organiser, teacher or super administrator may see. */
export function useAccessCodeThons() {
  return useQuery({
    queryKey: ['access-code-thons'],
    queryFn: () => callApi(accessCodesGetThonsRoute),
  });
}

export function useAccessCodes(eventId: string | undefined) {
  return useQuery({
    queryKey: ['access-codes', eventId],
    queryFn: () => callApi(accessCodesGetByEventRoute, { params: { eventId: eventId ?? '' } }),
    enabled: Boolean(eventId),
  });
}

/** The key of a team in the page address; participants without a team share one. */
export function teamKey(teamId: string | null): string {
  return teamId ?? 'none';
}
