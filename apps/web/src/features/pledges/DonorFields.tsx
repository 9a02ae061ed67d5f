import '../../i18n/sections/pledges';
import { Group, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type Donor = { FirstName: string; LastName: string; Email: string; Phone: string };

/** Who gives: the pledge form's donor section, whose e-mail address gets the receipt. */
export function DonorFields({ donor, onChange }: { donor: Donor; onChange: (donor: Donor) => void }) {
  const { t } = useTranslation();
  const field = (name: keyof Donor) => ({
    value: donor[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...donor, [name]: event.currentTarget.value }),
  });
  return (
    <>
      <Title order={2} size="h4">
        {t('pledges.form.donor')}
      </Title>
      <Group grow align="flex-start">
        <TextInput
          label={t('pledges.form.firstName')}
          autoComplete="given-name"
          required
          {...field('FirstName')}
        />
        <TextInput
          label={t('pledges.form.lastName')}
          autoComplete="family-name"
          required
          {...field('LastName')}
        />
      </Group>
      <TextInput
        type="email"
        label={t('pledges.form.email')}
        description={t('pledges.form.emailHint')}
        autoComplete="email"
        required
        {...field('Email')}
      />
      <TextInput type="tel" label={t('pledges.form.phone')} autoComplete="tel" {...field('Phone')} />
    </>
  );
}
