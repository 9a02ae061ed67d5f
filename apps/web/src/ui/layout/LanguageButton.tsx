import { Box, Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { languageNames as sharedLanguageNames } from '@pledgethon/texts';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, type SupportedLanguage } from '../../i18n/languages';

export const languageNames: Record<SupportedLanguage, string> = sharedLanguageNames;

export function useCurrentLanguage(): SupportedLanguage {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** The header button that opens the language menu; the menu passes its own props and ref through. */
export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <Button
      variant="default"
      leftSection={<IconLanguage size={18} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      px={{ base: 6, sm: 'md' }}
      aria-haspopup="menu"
      {...props}
    >
      <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
      {/* On a phone the short code keeps the header on one line. */}
      <Box component="span" visibleFrom="sm">
        {languageNames[current]}
      </Box>
      <Box component="span" hiddenFrom="sm" tt="uppercase">
        {current}
      </Box>
    </Button>
  );
}
