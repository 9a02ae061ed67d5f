import './social-sign-in.strings';
import { Alert, Group, Loader, Text } from '@mantine/core';
import type { IsValidOauthProviderUserLoginResponse } from '@pledgethon/contracts';
import { LOGIN_LANDING_PATH, messages, sameSiteRedirect } from '@pledgethon/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMessageText } from '../../../i18n/message-text';
import { useStartSession } from '../use-session-actions';
import { readOAuthReturn, withoutOAuthReturn } from './oauth-return-params';
import { checkOauthUser, oauthUserLogin } from './social.api';

// Only a first social sign-in needs the sign-up modal, so its code stays out of the home page.
const OAuthSignUpModal = lazy(async () => ({
  default: (await import('./OAuthSignUpModal')).OAuthSignUpModal,
}));

/**
 * The home page's side of a social sign-in, once the provider sent the browser back: with a ticket,
 * an existing account is signed in at once and a new identity is offered the sign-up form; with the
 * failure flag, the spec's failure text shows. Renders nothing on an ordinary visit.
 */
export function OAuthReturn() {
  const { t } = useTranslation();
  const socialText = useMessageText();
  const location = useLocation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  // Read once: the ticket leaves the address bar straight away.
  const [returned] = useState(() => readOAuthReturn(location.search));
  const [identity, setIdentity] = useState<IsValidOauthProviderUserLoginResponse | null>(null);
  const [failureDismissed, setFailureDismissed] = useState(false);
  const handled = useRef(false);

  const land = () => navigate(sameSiteRedirect(returned.redirect, LOGIN_LANDING_PATH), { replace: true });

  const signIn = useMutation({
    mutationFn: async ({ ticket, username }: { ticket: string; username: string }) =>
      startSession(await oauthUserLogin({ Ticket: ticket, Username: username })),
    meta: { showsOwnErrors: true },
    onSuccess: land,
  });
  const check = useMutation({
    mutationFn: checkOauthUser,
    meta: { showsOwnErrors: true },
    onSuccess: (found, ticket) => {
      setIdentity(found);
      if (found.IsUserExist && found.Username) signIn.mutate({ ticket, username: found.Username });
    },
  });
  const startCheck = check.mutate;

  useEffect(() => {
    if (handled.current || (!returned.ticket && !returned.failed)) return;
    handled.current = true;
    navigate({ pathname: location.pathname, search: withoutOAuthReturn(location.search) }, { replace: true });
    if (returned.ticket) startCheck(returned.ticket);
  }, [returned, navigate, location.pathname, location.search, startCheck]);

  const failure = returned.failed ? messages.facebookLoginFailed : (check.error ?? signIn.error)?.message;
  if (failure && !failureDismissed) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        role="alert"
        withCloseButton
        onClose={() => setFailureDismissed(true)}
      >
        {socialText(failure)}
      </Alert>
    );
  }
  if (check.isPending || signIn.isPending || signIn.isSuccess) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('socialSignIn.signingIn')}</Text>
      </Group>
    );
  }
  if (returned.ticket && identity && !identity.IsUserExist) {
    return (
      <Suspense>
        <OAuthSignUpModal
          ticket={returned.ticket}
          identity={identity}
          onSignedIn={land}
          onCancel={() => setIdentity(null)}
        />
      </Suspense>
    );
  }
  return null;
}
