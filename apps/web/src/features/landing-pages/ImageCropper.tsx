import '../../i18n/sections/landing-pages';
import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import {
  IMAGE_CROP_AREA_PX,
  IMAGE_CROP_MIN_PX,
  IMAGE_CROPPER_ROTATE_STEP_DEGREES,
  IMAGE_CROPPER_ZOOM_STEP,
} from '@pledgethon/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

/** Where the crop sits on the image, in the image's own pixels, and how far it is turned. */
export type ImageCrop = { area: Area; rotation: number };

// Zoom in percent, so that the spec's step of 10 is a step the slider takes: 100 % to 300 %.
const ZOOM_MIN = 100;
const ZOOM_MAX = 300;

/**
 * The image cropper (react-easy-crop): zoom in steps of 10 %, rotation in steps of 5 degrees, a crop
 * no smaller than 80 px. Square by default, as the library's defaults; a screen passes another aspect
 * (the hero image is wide, decision 050).
 */
export function ImageCropper({
  imageUrl,
  aspect = 1,
  busy,
  onCrop,
  onClose,
}: {
  imageUrl: string | null;
  aspect?: number;
  busy: boolean;
  onCrop: (crop: ImageCrop) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const tooSmall = area !== null && (area.width < IMAGE_CROP_MIN_PX || area.height < IMAGE_CROP_MIN_PX);
  return (
    <Modal
      opened={imageUrl !== null}
      onClose={onClose}
      title={t('landingPages.cropper.title')}
      size="lg"
      centered
    >
      <Stack>
        <div style={{ position: 'relative', height: Math.max(IMAGE_CROP_AREA_PX, 320), background: '#222' }}>
          {imageUrl && (
            <Cropper
              image={imageUrl}
              crop={position}
              zoom={zoom / 100}
              rotation={rotation}
              aspect={aspect}
              minZoom={ZOOM_MIN / 100}
              maxZoom={ZOOM_MAX / 100}
              onCropChange={setPosition}
              onZoomChange={(value) => setZoom(Math.round(value * 100))}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <Text size="sm" fw={600} aria-hidden>
          {t('landingPages.cropper.zoom')}
        </Text>
        <Slider
          thumbLabel={t('landingPages.cropper.zoom')}
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={IMAGE_CROPPER_ZOOM_STEP}
          value={zoom}
          onChange={setZoom}
          label={(value) => `${value}%`}
        />
        <Text size="sm" fw={600} aria-hidden>
          {t('landingPages.cropper.rotate')}
        </Text>
        <Slider
          thumbLabel={t('landingPages.cropper.rotate')}
          min={-180}
          max={180}
          step={IMAGE_CROPPER_ROTATE_STEP_DEGREES}
          value={rotation}
          onChange={setRotation}
          label={(value) => `${value}°`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('landingPages.cancel')}
          </Button>
          <Button
            loading={busy}
            disabled={area === null || tooSmall}
            onClick={() => area && onCrop({ area, rotation })}
          >
            {t('landingPages.cropper.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
