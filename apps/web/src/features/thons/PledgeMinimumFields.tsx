import '../../i18n/sections/thons';
import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import type { ThonFormValues } from './thon-form-values';
import { useThonMessageText } from './use-thon-message-text';

/**
 * The Thon's own minimums for an initial pledge per unit and a one-time gift (section 5). Left empty,
 * section 9's apply; a value can only raise them, which the server checks.
 */
export function PledgeMinimumFields() {
  const { t } = useTranslation();
  const messageText = useThonMessageText();
  const form = useFormContext<ThonFormValues>();
  const errors = form.formState.errors.Event;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={form.control}
        name="Event.MinimumPerUnitCents"
        render={({ field }) => (
          <MoneyInput
            label={t('thons.event.minimumPerUnit')}
            description={t('thons.event.minimumPerUnitDescription')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={messageText(errors?.MinimumPerUnitCents?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="Event.MinimumGiftCents"
        render={({ field }) => (
          <MoneyInput
            label={t('thons.event.minimumGift')}
            description={t('thons.event.minimumGiftDescription')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={messageText(errors?.MinimumGiftCents?.message)}
          />
        )}
      />
    </SimpleGrid>
  );
}
