import '../../i18n/sections/landing-pages';
import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Input,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { isSupportedImageFileName, MAX_IMAGE_BYTES, messages } from '@pledgethon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropper } from './ImageCropper';
import { imageProblem } from './image-problem';
import { cropImage, IMAGE_CALLS, uploadImage } from './landing-pages.api';
import { useLandingMessageText } from './use-landing-message-text';

/** The hero is as wide as the public page shows it: five by two (decision 050). */
const HERO_ASPECT = 5 / 2;
const ACCEPT = 'image/jpeg,image/png,image/bmp,image/gif,.jpg,.jpeg,.png,.bmp,.gif';

type Problem = { title: string; text: string | undefined } | null;

/** Refuses before sending what the server would refuse by its name or size. */
function checkFile(file: File): Problem {
  if (!isSupportedImageFileName(file.name))
    return { title: messages.imageFormatNotSupported, text: undefined };
  if (file.size > MAX_IMAGE_BYTES)
    return { title: messages.fileSizeLimitExceeded, text: messages.maximumImageSize };
  return null;
}

function ProblemAlert({ problem }: { problem: Problem }) {
  const text = useLandingMessageText();
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" title={text(problem.title)} role="alert">
      {problem.text ? text(problem.text) : null}
    </Alert>
  );
}

/** The hero image: uploaded for cropping, cropped wide, or none (the page shows its default). */
export function HeroImageField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Problem>(null);
  const [toCrop, setToCrop] = useState<{ url: string; width: number; height: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    const refused = checkFile(file);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      const uploaded = await uploadImage(IMAGE_CALLS.cropUpload, file);
      setToCrop({ url: uploaded.Url, width: uploaded.Width, height: uploaded.Height });
    } catch (error) {
      setProblem(imageProblem(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper label={t('landingPages.fields.hero')} description={t('landingPages.fields.heroHint')}>
      <Stack gap="xs" mt={4}>
        {value && <Image src={value} alt={t('landingPages.fields.hero')} radius="sm" mah={160} fit="cover" />}
        <Group>
          <FileButton onChange={pick} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" loading={busy && !toCrop}>
                {value ? t('landingPages.changeImage') : t('landingPages.upload')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="red" onClick={() => onChange(null)}>
              {t('landingPages.removeImage')}
            </Button>
          )}
        </Group>
        <ProblemAlert problem={problem} />
      </Stack>
      <ImageCropper
        imageUrl={toCrop?.url ?? null}
        aspect={HERO_ASPECT}
        busy={busy}
        onClose={() => setToCrop(null)}
        onCrop={async ({ area, rotation }) => {
          if (!toCrop) return;
          setBusy(true);
          try {
            // react-easy-crop measures the crop in the image's own pixels: shown size = natural size.
            const cropped = await cropImage(IMAGE_CALLS.crop, {
              ImageUrl: toCrop.url,
              InitialWidth: toCrop.width,
              InitialHeight: toCrop.height,
              CurrentWidth: toCrop.width,
              CurrentHeight: toCrop.height,
              OffsetX: Math.round(area.x),
              OffsetY: Math.round(area.y),
              CropWidth: Math.round(area.width),
              CropHeight: Math.round(area.height),
              Rotation: rotation,
            });
            onChange(cropped.Url);
            setToCrop(null);
          } catch (error) {
            setProblem(imageProblem(error));
            setToCrop(null);
          } finally {
            setBusy(false);
          }
        }}
      />
    </Input.Wrapper>
  );
}

/** The gallery: images uploaded as they are, in order, each removable. */
export function GalleryField({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (files: File[]) => {
    setProblem(null);
    setBusy(true);
    const added: string[] = [];
    for (const file of files) {
      const refused = checkFile(file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      try {
        added.push((await uploadImage(IMAGE_CALLS.upload, file)).Url);
      } catch (error) {
        setProblem(imageProblem(error));
      }
    }
    setBusy(false);
    // The same picture twice is one gallery image: its stored name is a hash of its content.
    onChange([...new Set([...value, ...added])]);
  };
  return (
    <Input.Wrapper
      label={t('landingPages.fields.gallery')}
      description={t('landingPages.fields.galleryHint')}
    >
      <Stack gap="xs" mt={4}>
        {value.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {value.map((url, index) => (
              <div key={url} style={{ position: 'relative' }}>
                <Image
                  src={url.replace(/\.(jpg|png)$/, '-480w.$1')}
                  fallbackSrc={url}
                  alt=""
                  radius="sm"
                  h={72}
                  fit="cover"
                />
                <CloseButton
                  size="sm"
                  variant="white"
                  style={{ position: 'absolute', top: 4, right: 4 }}
                  aria-label={t('landingPages.removeGalleryImage', { index: index + 1 })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                />
              </div>
            ))}
          </SimpleGrid>
        )}
        <Group>
          <FileButton onChange={pick} accept={ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="light" loading={busy}>
                {t('landingPages.addGallery')}
              </Button>
            )}
          </FileButton>
        </Group>
        <ProblemAlert problem={problem} />
      </Stack>
    </Input.Wrapper>
  );
}
