import '../../i18n/sections/sign-in';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { HOME_APP_PARAMS } from '@pledgethon/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SignInCardParts } from '../../home-page/SignInCard';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm';
import { SignedInSummary } from '../auth/SignedInSummary';
import { useSessionContext } from '../auth/session-context';
import { OAuthReturn } from '../auth/social';
import { useHomeAction } from '../auth/use-home-action';

/**
 * What the web app's /home shows in the home page's sign-in card beside its forms: the QR sign-in and
 * signing out (`action`), an OAuth return, who is signed in, and the forgot-password panel, which the
 * reset page's "request a new link" and the server's page open with ?forgot=1.
 */
export function useAppSignInCard(): SignInCardParts {
  const { t } = useTranslation();
  const session = useSessionContext();
  const { signingInByQrCode, qrCodeFailure, signedOut } = useHomeAction();
  const [params] = useSearchParams();
  const [forgotPassword, setForgotPassword] = useState(params.get(HOME_APP_PARAMS.forgot) === '1');
  const status = (
    <>
      {signedOut && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('signIn.signedOut')}
        </Alert>
      )}
      <OAuthReturn />
    </>
  );
  let instead = null;
  if (signingInByQrCode) {
    instead = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('signIn.accessCode.qrInProgress')}</Text>
      </Group>
    );
  } else if (session.data) {
    instead = <SignedInSummary session={session.data} />;
  } else if (forgotPassword) {
    instead = <ForgotPasswordForm onBack={() => setForgotPassword(false)} />;
  }
  return {
    title: session.data ? t('signIn.signedIn.title') : undefined,
    status,
    instead,
    onForgot: () => setForgotPassword(true),
    qrFailure: qrCodeFailure,
  };
}
