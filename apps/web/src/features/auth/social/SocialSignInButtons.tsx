import './social-sign-in.strings';
import { Button, Stack } from '@mantine/core';
import { type OAuthProviderId, oauthStartPath } from '@pledgethon/contracts';
import { isSameSitePath } from '@pledgethon/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../../site/site-config';

const providerIcons: Record<OAuthProviderId, typeof IconBrandFacebook> = {
  facebook: IconBrandFacebook,
  google: IconBrandGoogle,
};

/**
 * One button per configured social provider; nothing at all when none is configured. Each leaves for
 * the provider's sign-in page, carrying the page to open afterwards.
 */
export function SocialSignInButtons() {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const [params] = useSearchParams();
  const providers = siteConfig.data?.SocialProviders ?? [];
  if (providers.length === 0) return null;
  const redirect = params.get('redirect');
  const returnTo = redirect && isSameSitePath(redirect) ? redirect : null;

  return (
    <Stack gap="sm">
      {providers.map((provider) => {
        const Icon = providerIcons[provider.Id];
        return (
          <Button
            key={provider.Id}
            component="a"
            href={oauthStartPath(provider.Id, returnTo)}
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            fullWidth
          >
            {t('socialSignIn.continueWith', { provider: provider.Name })}
          </Button>
        );
      })}
    </Stack>
  );
}
