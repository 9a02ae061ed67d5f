import '../../i18n/sections/parent';
import { Button, CopyButton } from '@mantine/core';
import { participantPageUrl } from '@pledgethon/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Copies the address of a child's own public page, for a parent to send to family and friends. */
export function ChildLinkButton({
  eventCode,
  participantId,
  name,
}: {
  eventCode: string;
  participantId: string;
  name: string;
}) {
  const { t } = useTranslation();
  const link = participantPageUrl(window.location.origin, eventCode, participantId);
  return (
    <CopyButton value={link}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          onClick={copy}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          aria-live="polite"
        >
          {copied ? t('parent.card.linkCopied') : t('parent.card.copyLink', { name })}
        </Button>
      )}
    </CopyButton>
  );
}
