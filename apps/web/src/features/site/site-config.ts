import { type SiteConfig, siteConfigRoute } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

export const siteConfigQueryKey = ['site-config'] as const;

/** What this site offers before sign-in (access-code login, video, social providers); fixed per host. */
export function useSiteConfig() {
  return useQuery<SiteConfig>({
    queryKey: siteConfigQueryKey,
    queryFn: () => callApi(siteConfigRoute),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
