import { useMemo } from 'react';
import type { HomePageProps } from '../server-pages/types';
import { HomeSections } from './HomeSections';
import { startSession } from './home-api';
import { type HomeHost, HomeHostContext } from './host';
import { Footer, Header, TranslationOffer, useToasts } from './page-parts';
import { homePageTexts } from './texts';

/** The page's title, as the server writes it into the page's head. */
export const homePageTitle = ({ language }: Pick<HomePageProps, 'language'>) =>
  `${homePageTexts[language].page.title} · PledgeThon`;

/**
 * The whole home page a first visit gets (decisions 101, 140): drawn by the server, hydrated by its
 * own small entry. It keeps the session itself and leaves for the landing the web app would open.
 */
export function HomePage({ language, year, hasVideo, ...signIn }: HomePageProps) {
  const text = homePageTexts[language];
  const toasts = useToasts(text.page.close);
  const host: HomeHost = useMemo(
    () => ({ startSession, go: (path) => window.location.assign(path), toast: toasts.show }),
    [toasts.show],
  );
  return (
    <HomeHostContext value={host}>
      <div className="home-page whole">
        <a className="skip" href="#main-content">
          {text.shell.skipToContent}
        </a>
        <Header text={text} language={language} />
        <main id="main-content" tabIndex={-1}>
          <HomeSections text={text} signIn={signIn} hasVideo={hasVideo} />
        </main>
        <Footer text={text} year={year} />
        <TranslationOffer text={text} />
        {toasts.list}
      </div>
    </HomeHostContext>
  );
}
