import '../../i18n/sections/parent';
import { Checkbox } from '@mantine/core';
import type { ConsentLanguage } from '@pledgethon/core';
import { consentTexts } from '@pledgethon/texts';
import { useTranslation } from 'react-i18next';

type Choice = { checked: boolean; onChange: (checked: boolean) => void };

/**
 * What the public page of a child the parent is adding may show, unticked until they choose. Each box
 * carries the consent's own words in `language`, which the form sends, so the server records the words
 * the parent saw.
 */
export function ConsentChecks({
  language,
  fullName,
  photo,
}: {
  language: ConsentLanguage;
  fullName: Choice;
  photo: Choice;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox
        label={t('parent.consent.fullName')}
        description={consentTexts[language].full_name}
        checked={fullName.checked}
        onChange={(event) => fullName.onChange(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('parent.consent.photo')}
        description={consentTexts[language].photo}
        checked={photo.checked}
        onChange={(event) => photo.onChange(event.currentTarget.checked)}
      />
    </>
  );
}
