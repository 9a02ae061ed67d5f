import '../../i18n/sections/parent';
import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { participantPagePath } from '../event/event.api';

/** Copies the address of a child's public page, for a parent to send to family and friends. */
export function ThonLinkButton({ eventCode, participantId }: { eventCode: string; participantId: string }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${participantPagePath(eventCode, participantId)}`;
  return (
    <CopyButton value={link}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          onClick={copy}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          aria-live="polite"
        >
          {copied ? t('parent.card.linkCopied') : t('parent.card.copyLink')}
        </Button>
      )}
    </CopyButton>
  );
}
