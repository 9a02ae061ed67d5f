import { useSiteConfig } from '../../site/site-config';

/** The provider's name as the site lists it ("Facebook"), for the texts of the sign-in. */
export function useProviderName(id: string | undefined): string {
  const siteConfig = useSiteConfig();
  const listed = siteConfig.data?.SocialProviders.find((provider) => provider.Id === id);
  return listed?.Name ?? (id ? id.charAt(0).toUpperCase() + id.slice(1) : '');
}
