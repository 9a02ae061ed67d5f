import {
  ActionIcon,
  Center,
  Group,
  Image,
  Loader,
  Stack,
  TextInput,
  type TextInputProps,
  Tooltip,
} from '@mantine/core';
import type { CaptchaChallenge } from '@pledgethon/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const CAPTCHA_WIDTH = 150;
const CAPTCHA_HEIGHT = 50;

type CaptchaFieldProps = {
  challenge: CaptchaChallenge | undefined;
  refreshing: boolean;
  onRefresh: () => void;
} & Omit<TextInputProps, 'label'>;

/** The captcha image with a button for another one, and the answer field. */
export function CaptchaField({ challenge, refreshing, onRefresh, ...answerProps }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap="xs" align="center">
        {challenge && !refreshing ? (
          // An SVG shown as an image cannot run scripts, whatever it contains.
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.Svg)}`}
            alt={t('contact.captcha.image')}
            w={CAPTCHA_WIDTH}
            h={CAPTCHA_HEIGHT}
            radius="sm"
            bd="1px solid var(--mantine-color-gray-4)"
          />
        ) : (
          <Center w={CAPTCHA_WIDTH} h={CAPTCHA_HEIGHT}>
            <Loader size="sm" aria-label={t('contact.captcha.loading')} />
          </Center>
        )}
        <Tooltip label={t('contact.captcha.refresh')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onRefresh}
            aria-label={t('contact.captcha.refresh')}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <TextInput
        label={t('contact.captcha.answer')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        withAsterisk
        {...answerProps}
      />
    </Stack>
  );
}
