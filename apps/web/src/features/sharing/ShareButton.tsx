import '../../i18n/sections/sharing';
import { Button, Stack } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareCounter } from './ShareCounter';
import type { ShareTarget } from './ShareDialog';

// The dialog, its forms and the contact import load only when someone opens it.
const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog')).ShareDialog }));

/** A participant's share counter and the button that opens sharing, for their own or their parent's page. */
export function ShareButton({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="xs">
      <ShareCounter participantId={target.participantId} />
      <Button
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t('sharing.openFor', { name: target.name })}
      >
        {t('sharing.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ShareDialog target={target} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
