import { type SiteConfig, siteConfigSchema } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export const siteConfigQueryKey = ['site-config'] as const;

/** What this site offers before sign-in (access-code login, video, social providers); fixed per host. */
export function useSiteConfig() {
  return useQuery<SiteConfig>({
    queryKey: siteConfigQueryKey,
    queryFn: () => apiRequest('GET', '/api/Site/Config', { schema: siteConfigSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
