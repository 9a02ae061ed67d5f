import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { TranslationOffer } from './TranslationOffer';

const headerHeight = 64;

/** The frame every screen renders into: header with brand and language, the page, then the footer. */
export function AppLayout() {
  return (
    <AppShell header={{ height: headerHeight }} className={classes.shell}>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
      <AppFooter className={classes.footer} />
      <TranslationOffer />
    </AppShell>
  );
}
