import '../../i18n/sections/parent';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Choice = { checked: boolean; onChange: (checked: boolean) => void };

/** What the public page of a child the parent is adding may show, unticked until they choose. */
export function ConsentChecks({ fullName, photo }: { fullName: Choice; photo: Choice }) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox
        label={t('parent.consent.fullName')}
        description={t('parent.consent.default')}
        checked={fullName.checked}
        onChange={(event) => fullName.onChange(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('parent.consent.photo')}
        checked={photo.checked}
        onChange={(event) => photo.onChange(event.currentTarget.checked)}
      />
    </>
  );
}
