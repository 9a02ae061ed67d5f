import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { TRANSLATION_OFFER_DELAY_MS } from '@pledgethon/core';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, loadShellTexts, type SupportedLanguage } from '../../i18n';
import { languageStorageKey } from '../../i18n/languages';
import { offerDismissedKey, translationToOffer } from '../../i18n/translation-offer';

/**
 * Offers the browser's own language (spec section 1: when it is not English, starting 2 seconds after
 * load). The offer is worded in the language it offers; "no" holds for the rest of the visit.
 */
export function TranslationOffer() {
  const { t, i18n } = useTranslation();
  const [offered, setOffered] = useState<SupportedLanguage | null>(null);
  // The offer slides away after an answer, so the language it was made in stays while it does.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const language = translationToOffer({
        browserLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
        shownLanguage: i18n.resolvedLanguage ?? 'en',
        languageChosen: localStorage.getItem(languageStorageKey) !== null,
        dismissed: sessionStorage.getItem(offerDismissedKey) !== null,
      });
      if (language === null) return;
      // The offer is worded in the language it offers, whose texts this browser may not have yet.
      void loadShellTexts(language).then(() => {
        setOffered(language);
        setOpen(true);
      });
    }, TRANSLATION_OFFER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [i18n]);

  if (offered === null) return null;
  const decline = () => {
    sessionStorage.setItem(offerDismissedKey, 'true');
    setOpen(false);
  };
  const accept = () => {
    setOpen(false);
    void chooseLanguage(offered);
  };

  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
      <Transition transition="slide-up" mounted={open}>
        {(styles) => (
          <Paper
            style={styles}
            shadow="lg"
            radius="lg"
            p="md"
            withBorder
            role="dialog"
            aria-labelledby="translation-offer-question"
            lang={offered}
            maw={360}
          >
            <Group gap="sm" wrap="nowrap" mb="sm">
              <IconLanguage size={22} aria-hidden />
              <Text id="translation-offer-question" fw={700}>
                {t('translationOffer.question', { lng: offered })}
              </Text>
            </Group>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={decline}>
                {t('translationOffer.decline', { lng: offered })}
              </Button>
              <Button size="xs" onClick={accept}>
                {t('translationOffer.accept', { lng: offered })}
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
