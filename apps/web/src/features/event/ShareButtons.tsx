import '../../i18n/sections/public-event';
import { Button, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconCopy, IconMail, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Sharing a public page by e-mail, text message, Facebook or a copied link. */
export function ShareButtons({ link, message }: { link: string; message: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const body = encodeURIComponent(message);
  return (
    <Group gap="xs" aria-label={t('publicEvent.share.title')} role="group">
      <Button
        component="a"
        variant="light"
        href={`mailto:?body=${body}`}
        leftSection={<IconMail size={16} aria-hidden />}
      >
        {t('publicEvent.share.email')}
      </Button>
      <Button
        component="a"
        variant="light"
        href={`sms:?&body=${body}`}
        leftSection={<IconMessage size={16} aria-hidden />}
      >
        {t('publicEvent.share.text')}
      </Button>
      <Button
        component="a"
        variant="light"
        target="_blank"
        rel="noopener noreferrer"
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`}
        leftSection={<IconBrandFacebook size={16} aria-hidden />}
      >
        {t('publicEvent.share.facebook')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true))}
      >
        {t('publicEvent.share.copy')}
      </Button>
      {copied && (
        <Text size="sm" role="status">
          {t('publicEvent.share.copied')}
        </Text>
      )}
    </Group>
  );
}
