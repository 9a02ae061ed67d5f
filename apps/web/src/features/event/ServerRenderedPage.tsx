import { Anchor, Center } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';

/** Where the document itself was loaded: the server's answer for that address. */
const documentAddress = () => {
  const entry = performance.getEntriesByType('navigation')[0];
  const url = entry ? new URL(entry.name) : null;
  return url ? `${url.pathname}${url.search}` : '';
};

/**
 * The public Thon and participant pages are rendered by the server (decision 091), and the pledge
 * form is a page of its own (decision 102). A link inside the app that reaches one loads it from the
 * server; should the app itself have been the answer for this address (a development server without
 * the API behind it), it offers the link rather than loop.
 */
export function ServerRenderedPage() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const address = `${pathname}${search}${hash}`;
  const answeredByApp = documentAddress() === `${pathname}${search}`;
  useEffect(() => {
    if (!answeredByApp) window.location.replace(address);
  }, [address, answeredByApp]);
  if (!answeredByApp) return <PageLoader />;
  return (
    <Center py={96}>
      <Anchor href={address}>{t('nav.loading')}</Anchor>
    </Center>
  );
}
