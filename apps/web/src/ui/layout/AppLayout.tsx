import { AppShell } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageTitleProvider } from '../page-title';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { TranslationOffer } from './TranslationOffer';

// Toasts.module.css opens toasts below the header, so it names this height too.
const headerHeight = 64;
const mainId = 'main-content';

/** The frame every screen renders into: header with brand and language, the page, then the footer. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <PageTitleProvider>
      <AppShell header={{ height: headerHeight }} className={classes.shell}>
        {/* The first stop of the Tab key, so keyboard users need not pass the header on every page. */}
        <a href={`#${mainId}`} className={classes.skipLink}>
          {t('nav.skipToContent')}
        </a>
        <AppShell.Header>
          <AppHeader />
        </AppShell.Header>
        <AppShell.Main id={mainId} tabIndex={-1} className={classes.main}>
          <Outlet />
        </AppShell.Main>
        <AppFooter className={classes.footer} />
        <TranslationOffer />
      </AppShell>
    </PageTitleProvider>
  );
}
