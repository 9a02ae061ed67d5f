import type { PageTitleKey } from '@pledgethon/texts';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UIMatch, useMatches } from 'react-router';

/** What a page route declares in the route table: the title of its browser tab. */
export type PageHandle = { title: PageTitleKey };

function titleKeyOf(match: UIMatch): PageTitleKey | undefined {
  const handle = match.handle as Partial<PageHandle> | undefined;
  return handle?.title;
}

const SetPageTitle = createContext<(title: string | null) => void>(() => {});

/**
 * Names the browser tab after the page shown (WCAG 2.4.2), in the page's language: the title the
 * route table gives the deepest matching route, unless the page itself says better (a Thon's name).
 */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const [ownTitle, setOwnTitle] = useState<string | null>(null);
  const key = matches.map(titleKeyOf).findLast((candidate) => candidate !== undefined);
  const page = ownTitle ?? (key ? t(`pageTitles.${key}`) : null);

  useEffect(() => {
    document.title = page ? t('pageTitles.suffix', { page }) : 'PledgeThon';
  }, [page, t]);

  return <SetPageTitle.Provider value={setOwnTitle}>{children}</SetPageTitle.Provider>;
}

/** A page's own title for its tab, for as long as it is shown. */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(SetPageTitle);
  useEffect(() => {
    if (!title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
