import { AspectRatio, Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../site/site-config';
import { videoEmbedUrl } from './video-embed';

/** The player address of the site's video, or null when none is configured. */
export function useVideoEmbedUrl(): string | null {
  const videoUrl = useSiteConfig().data?.VideoUrl;
  return videoUrl ? videoEmbedUrl(videoUrl) : null;
}

/** Opens the configured YouTube or Vimeo video in a modal; shows nothing when no video is set. */
export function VideoButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const embedUrl = useVideoEmbedUrl();
  if (!embedUrl) return null;

  return (
    <>
      <Button variant="light" leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={open}>
        {t('homeTools.video.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('homeTools.video.title')}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('homeTools.video.close') }}
      >
        {/* The player mounts only while open, so closing the modal stops the video. */}
        {opened && (
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={embedUrl}
              title={t('homeTools.video.frameTitle')}
              style={{ border: 0 }}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
            />
          </AspectRatio>
        )}
      </Modal>
    </>
  );
}
