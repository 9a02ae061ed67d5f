import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../site/site-config';
import { videoEmbedUrl } from './video-embed';

const VideoModal = lazy(async () => ({ default: (await import('./VideoModal')).VideoModal }));

/** The player address of the site's video, or null when none is configured. */
export function useVideoEmbedUrl(): string | null {
  const videoUrl = useSiteConfig().data?.VideoUrl;
  return videoUrl ? videoEmbedUrl(videoUrl) : null;
}

/** Opens the configured YouTube or Vimeo video in a modal; shows nothing when no video is set. */
export function VideoButton({ openAtStart = false }: { openAtStart?: boolean }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(openAtStart);
  // Mounted from the first opening on, so that closing still plays the modal's transition.
  const [wanted, setWanted] = useState(openAtStart);
  const embedUrl = useVideoEmbedUrl();
  if (!embedUrl) return null;

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPlayerPlay size={18} aria-hidden />}
        onClick={() => {
          setWanted(true);
          open();
        }}
      >
        {t('homeTools.video.open')}
      </Button>
      {wanted && (
        <Suspense>
          <VideoModal embedUrl={embedUrl} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
