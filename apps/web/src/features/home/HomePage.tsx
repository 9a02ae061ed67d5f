import { notifications } from '@mantine/notifications';
import { HOME_APP_PARAMS } from '@pledgethon/contracts';
import { TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HomeSections } from '../../home-page/HomeSections';
import { type HomeHost, HomeHostContext } from '../../home-page/host';
import { homePageTexts } from '../../home-page/texts';
import { baseLanguage } from '../../i18n/languages';
import { useStartSession } from '../auth/use-session-actions';
import { useSiteConfig } from '../site/site-config';
import { useAppSignInCard } from './app-sign-in-card';
import { ContactButton, useMayContact } from './ContactButton';
import { useVideoEmbedUrl, VideoButton } from './VideoButton';

/** The home page's host in the web app: the session in its query cache, its routes, its toasts. */
function useAppHomeHost(): HomeHost {
  const startSession = useStartSession();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      startSession,
      go: (path) => navigate(path),
      toast: (title, message) =>
        notifications.show({ color: 'red', title, message, autoClose: TOAST_TIMEOUT_MS }),
    }),
    [startSession, navigate],
  );
}

/**
 * The public front door, as the server draws it for a first visit (decision 140) and from the same
 * sections: here for someone signed in, and for the rarer addresses (decision 101), which open the
 * contact or video dialog, the forgot-password panel, the QR sign-in or an OAuth return.
 */
export function HomePage() {
  const { i18n } = useTranslation();
  const text = homePageTexts[baseLanguage(i18n.language) === 'es' ? 'es' : 'en'];
  const siteConfig = useSiteConfig().data;
  const [params] = useSearchParams();
  const card = useAppSignInCard();
  const mayContact = useMayContact();
  const hasVideo = useVideoEmbedUrl() !== null;
  const host = useAppHomeHost();
  const signIn = {
    // The access-code login is hidden on the admin hosts (spec section 2).
    accessCodeEnabled: siteConfig?.AccessCodeLoginEnabled ?? false,
    socialProviders: (siteConfig?.SocialProviders ?? []).map(({ Id, Name }) => ({ id: Id, name: Name })),
    redirect: params.get('redirect'),
  };
  const toolButtons = (
    <>
      <VideoButton openAtStart={params.has(HOME_APP_PARAMS.video)} />
      <ContactButton openAtStart={params.has(HOME_APP_PARAMS.contact)} />
    </>
  );
  return (
    <HomeHostContext value={host}>
      <div className="home-page">
        <HomeSections
          text={text}
          signIn={signIn}
          hasVideo={hasVideo}
          app={{ card, mayContact, toolButtons }}
        />
      </div>
    </HomeHostContext>
  );
}
