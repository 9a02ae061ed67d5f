import '../../i18n/sections/sharing';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareTarget } from './ShareDialog';

const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog')).ShareDialog }));

/**
 * Staff share for a participant from a row of a list (decision 096): an icon that opens the share
 * dialog, whose counter loads only then, so a long list asks for no counters.
 */
export function RowShareButton({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={t('sharing.openFor', { name: target.name })}
        onClick={() => setOpened(true)}
      >
        <IconShare size={16} aria-hidden />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ShareDialog target={target} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
