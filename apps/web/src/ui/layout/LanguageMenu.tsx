import { Box, Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, type SupportedLanguage, supportedLanguages } from '../../i18n';
import { isSupportedLanguage } from '../../i18n/languages';

/** Each language is named in itself, so a reader who cannot read the current one still finds theirs. */
const languageNames: Record<SupportedLanguage, string> = { en: 'English', es: 'Español' };

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    // Without the placeholder Mantine puts first: role="menu" may hold only menu items (axe).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          px={{ base: 6, sm: 'md' }}
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
      </Menu.Target>
      <Menu.Dropdown>
        {supportedLanguages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            rightSection={language === current ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => void chooseLanguage(language)}
          >
            {languageNames[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
