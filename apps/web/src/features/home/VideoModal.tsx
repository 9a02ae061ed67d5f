import { AspectRatio, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The site's video in a modal; loaded on the first press of the video button. */
export function VideoModal({
  embedUrl,
  opened,
  onClose,
}: {
  embedUrl: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
  );
}
