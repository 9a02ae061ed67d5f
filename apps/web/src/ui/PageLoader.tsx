import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stands in for a page while what it needs is on its way. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={96}>
      <Loader role="status" aria-label={t('nav.loading')} />
    </Center>
  );
}
