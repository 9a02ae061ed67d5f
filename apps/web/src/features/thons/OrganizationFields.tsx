import '../../i18n/sections/thons';
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { COUNTRIES, ORGANIZATION_TYPES, STATES_AND_PROVINCES } from '@pledgethon/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orNull, type ThonFormValues } from './thon-form-values';
import { useThonMessageText } from './use-thon-message-text';

// United States and Canada first, a divider, then every country; a select cannot offer one value
// twice, so the two are not repeated in the full list below the divider.
const COUNTRY_OPTIONS = COUNTRIES.filter(
  (country, index) => COUNTRIES.findIndex((first) => first.code === country.code) === index,
).map((country) =>
  country.code === ''
    ? { value: 'separator', label: country.name, disabled: true }
    : { value: country.code, label: country.name },
);

/** The organisation a Thon raises money for: its type and address (spec section 3 lists). */
export function OrganizationFields() {
  const { t } = useTranslation();
  const messageText = useThonMessageText();
  const form = useFormContext<ThonFormValues>();
  const errors = form.formState.errors.Organization;
  const countryCode = useWatch({ control: form.control, name: 'Organization.CountryCode' });
  const taxExempt = useWatch({ control: form.control, name: 'Organization.TaxExempt' });
  const states = STATES_AND_PROVINCES.filter((state) => state.countryCode === countryCode);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-tour="organization">
      <TextInput
        label={t('thons.organization.name')}
        withAsterisk
        error={messageText(errors?.Name?.message)}
        {...form.register('Organization.Name')}
      />
      <Controller
        control={form.control}
        name="Organization.Type"
        render={({ field }) => (
          <Select
            label={t('thons.organization.type')}
            withAsterisk
            data={ORGANIZATION_TYPES}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={messageText(errors?.Type?.message)}
          />
        )}
      />
      <TextInput
        label={t('thons.organization.streetAddress')}
        error={messageText(errors?.StreetAddress?.message)}
        {...form.register('Organization.StreetAddress', { setValueAs: orNull })}
      />
      <TextInput
        label={t('thons.organization.city')}
        error={messageText(errors?.City?.message)}
        {...form.register('Organization.City', { setValueAs: orNull })}
      />
      <Controller
        control={form.control}
        name="Organization.CountryCode"
        render={({ field }) => (
          <Select
            label={t('thons.organization.country')}
            withAsterisk
            searchable
            data={COUNTRY_OPTIONS}
            value={field.value}
            allowDeselect={false}
            onChange={(value) => {
              field.onChange(value ?? 'US');
              form.setValue('Organization.State', null);
            }}
            error={messageText(errors?.CountryCode?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="Organization.State"
        render={({ field }) => (
          <Select
            label={t('thons.organization.state')}
            withAsterisk={states.length > 0}
            disabled={states.length === 0}
            searchable
            data={states.map((state) => ({ value: state.abbreviation, label: state.name }))}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={messageText(errors?.State?.message)}
          />
        )}
      />
      <TextInput
        label={t('thons.organization.zip')}
        error={messageText(errors?.Zip?.message)}
        {...form.register('Organization.Zip', { setValueAs: orNull })}
      />
      <TextInput
        label={t('thons.organization.website')}
        placeholder="https://"
        type="url"
        error={messageText(errors?.Website?.message)}
        {...form.register('Organization.Website', { setValueAs: orNull })}
      />
      <Checkbox
        label={t('thons.organization.taxExempt')}
        style={{ gridColumn: '1 / -1' }}
        {...form.register('Organization.TaxExempt')}
      />
      {taxExempt && (
        <TextInput
          label={t('thons.organization.ein')}
          description={t('thons.organization.einDescription')}
          placeholder="12-3456789"
          withAsterisk
          error={messageText(errors?.Ein?.message)}
          {...form.register('Organization.Ein', { setValueAs: orNull })}
        />
      )}
    </SimpleGrid>
  );
}
