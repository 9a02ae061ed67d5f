import { useQuery } from '@tanstack/react-query';
import { getPublicEvent } from './event.api';

/** A Thon's public page data by event code, the same cache entry whichever route shows it. */
export function usePublicEvent(eventCode: string) {
  return useQuery({
    queryKey: ['public-event', eventCode.toLowerCase()],
    queryFn: () => getPublicEvent(eventCode),
    meta: { showsOwnErrors: true },
  });
}
