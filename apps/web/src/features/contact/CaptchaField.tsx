import '../../i18n/sections/contact';
import {
  ActionIcon,
  Anchor,
  Center,
  Group,
  Image,
  Loader,
  Stack,
  TextInput,
  type TextInputProps,
  Tooltip,
} from '@mantine/core';
import type { CaptchaChallenge, CaptchaQuestion } from '@pledgethon/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CaptchaKind } from './use-contact-queries';

const CAPTCHA_WIDTH = 150;
const CAPTCHA_HEIGHT = 50;

type CaptchaFieldProps = {
  kind: CaptchaKind;
  challenge: CaptchaChallenge | CaptchaQuestion | undefined;
  refreshing: boolean;
  onRefresh: () => void;
  onKindChange: (kind: CaptchaKind) => void;
} & Omit<TextInputProps, 'label'>;

/**
 * The captcha and its answer field: characters to read from an image, or for anyone who cannot see
 * it, a sum in words that a screen reader reads out (decision 023).
 */
export function CaptchaField({
  kind,
  challenge,
  refreshing,
  onRefresh,
  onKindChange,
  ...answerProps
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  const ready = challenge && !refreshing;
  const question = ready && 'Operation' in challenge ? challenge : null;
  const image = ready && 'Svg' in challenge ? challenge : null;
  const refreshLabel = kind === 'image' ? t('contact.captcha.refresh') : t('contact.captcha.otherQuestion');
  const questionText = question
    ? t('contact.captcha.question', {
        first: question.First,
        second: question.Second,
        operation: t(`contact.captcha.${question.Operation}`),
      })
    : undefined;

  return (
    <Stack gap={6}>
      {kind === 'image' && (
        <Group gap="xs" align="center">
          {image ? (
            // An SVG shown as an image cannot run scripts, whatever it contains.
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.Svg)}`}
              alt={t('contact.captcha.image')}
              w={CAPTCHA_WIDTH}
              h={CAPTCHA_HEIGHT}
              radius="sm"
              bd="1px solid var(--mantine-color-gray-4)"
            />
          ) : (
            <Center w={CAPTCHA_WIDTH} h={CAPTCHA_HEIGHT}>
              <Loader size="sm" role="status" aria-label={t('contact.captcha.loading')} />
            </Center>
          )}
          <Tooltip label={refreshLabel}>
            <ActionIcon variant="default" size="lg" onClick={onRefresh} aria-label={refreshLabel}>
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
      <TextInput
        label={
          kind === 'image' ? t('contact.captcha.answer') : (questionText ?? t('contact.captcha.loading'))
        }
        autoComplete="off"
        autoCapitalize={kind === 'image' ? 'characters' : 'off'}
        inputMode={kind === 'image' ? 'text' : 'numeric'}
        spellCheck={false}
        withAsterisk
        {...answerProps}
      />
      <Group gap="md">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onKindChange(kind === 'image' ? 'question' : 'image')}
        >
          {kind === 'image' ? t('contact.captcha.useQuestion') : t('contact.captcha.useImage')}
        </Anchor>
        {kind === 'question' && (
          <Anchor component="button" type="button" size="sm" onClick={onRefresh}>
            {refreshLabel}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
