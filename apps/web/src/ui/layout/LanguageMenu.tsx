import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type SupportedLanguage, supportedLanguages } from '../../i18n';

/** Each language is named in itself, so a reader who cannot read the current one still finds theirs. */
const languageNames: Record<SupportedLanguage, string> = { en: 'English', es: 'Español' };

function isSupported(language: string | undefined): language is SupportedLanguage {
  return supportedLanguages.some((supported) => supported === language);
}

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = isSupported(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
          {languageNames[current]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {supportedLanguages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            rightSection={language === current ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => void i18n.changeLanguage(language)}
          >
            {languageNames[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
