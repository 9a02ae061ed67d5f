import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { chooseLanguage, supportedLanguages } from '../../i18n';
import { LanguageButton, languageNames, useCurrentLanguage } from './LanguageButton';

/** The language menu itself, with the popover code it needs; loaded on the first press of its button. */
export function LanguageMenuOpen() {
  const current = useCurrentLanguage();
  return (
    // Without the placeholder Mantine puts first: role="menu" may hold only menu items (axe).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} defaultOpened>
      <Menu.Target>
        <LanguageButton />
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
