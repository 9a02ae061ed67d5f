import '../../i18n/sections/sign-in';
import { Alert, Card, Divider, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconKey, IconQrcode } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../site/site-config';
import { AccessCodeForm } from './AccessCodeForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignedInSummary } from './SignedInSummary';
import { useSessionContext } from './session-context';
import { OAuthReturn, SocialSignInButtons } from './social';
import { useHomeAction } from './use-home-action';

type Method = 'password' | 'accessCode';

// Links from other pages open the form as /home#sign-in.
const signInSectionId = 'sign-in';

/** The home page's sign-in: password or access code, the forgot-password panel, the QR and logout actions. */
export function SignInCard() {
  const { t } = useTranslation();
  const session = useSessionContext();
  const siteConfig = useSiteConfig();
  const { signingInByQrCode, qrCodeFailure, signedOut } = useHomeAction();
  const [params] = useSearchParams();
  // The reset page's "request a new link" opens the forgot-password panel directly.
  const [forgotPassword, setForgotPassword] = useState(params.get('forgot') === '1');
  const [method, setMethod] = useState<Method>('password');
  // The access-code login is hidden on the admin hosts (spec section 2).
  const accessCodeEnabled = siteConfig.data?.AccessCodeLoginEnabled ?? false;
  const hasSocialProviders = (siteConfig.data?.SocialProviders.length ?? 0) > 0;
  const shownMethod = accessCodeEnabled ? method : 'password';

  // A failed QR sign-in is told on the access-code tab, where the code can be typed instead.
  useEffect(() => {
    if (qrCodeFailure) setMethod('accessCode');
  }, [qrCodeFailure]);

  return (
    <Card withBorder shadow="md" radius="lg" padding="xl" id={signInSectionId}>
      <Stack gap="md">
        <Title order={2} fz="xl">
          {session.data ? t('signIn.signedIn.title') : t('signIn.title')}
        </Title>
        {signedOut && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {t('signIn.signedOut')}
          </Alert>
        )}
        <OAuthReturn />
        {signingInByQrCode ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('signIn.accessCode.qrInProgress')}</Text>
          </Group>
        ) : session.data ? (
          <SignedInSummary session={session.data} />
        ) : forgotPassword ? (
          <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t('signIn.intro')}
            </Text>
            {/* One tree whether or not the access-code tab shows, so typing survives the site settings arriving. */}
            <Tabs
              value={shownMethod}
              onChange={(value) => setMethod(value === 'accessCode' ? value : 'password')}
            >
              {accessCodeEnabled && (
                <Tabs.List grow mb="md">
                  <Tabs.Tab value="password" leftSection={<IconKey size={16} aria-hidden />}>
                    {t('signIn.tabs.password')}
                  </Tabs.Tab>
                  <Tabs.Tab value="accessCode" leftSection={<IconQrcode size={16} aria-hidden />}>
                    {t('signIn.tabs.accessCode')}
                  </Tabs.Tab>
                </Tabs.List>
              )}
              <Tabs.Panel value="password">
                <LoginForm onForgotPassword={() => setForgotPassword(true)} />
              </Tabs.Panel>
              {accessCodeEnabled && (
                <Tabs.Panel value="accessCode">
                  <AccessCodeForm qrFailure={qrCodeFailure} />
                </Tabs.Panel>
              )}
            </Tabs>
            {hasSocialProviders && (
              <>
                <Divider label={t('signIn.or')} labelPosition="center" />
                <SocialSignInButtons />
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
