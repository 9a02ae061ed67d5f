import '../../i18n/sections/thons';
import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ThonFormValues } from './thon-form-values';
import { useEventCodeAvailability } from './thons.api';
import { useThonMessageText } from './use-thon-message-text';

/** The event code, with the server's answer on whether it is free while the user types. */
export function EventCodeField({ eventId }: { eventId?: string }) {
  const { t } = useTranslation();
  const messageText = useThonMessageText();
  const form = useFormContext<ThonFormValues>();
  const code = useWatch({ control: form.control, name: 'Event.EventCode' }) ?? '';
  const [debounced] = useDebouncedValue(code.trim(), 400);
  const availability = useEventCodeAvailability(debounced, eventId);
  const answer = debounced === code.trim() ? availability.data : undefined;
  const taken = answer && !answer.Available ? answer.Message : undefined;
  const error = form.formState.errors.Event?.EventCode?.message ?? taken ?? undefined;

  return (
    <TextInput
      label={t('thons.event.eventCode')}
      description={t('thons.event.eventCodeDescription')}
      withAsterisk
      error={messageText(error)}
      rightSection={
        availability.isFetching ? (
          <Loader size="xs" role="status" aria-label={t('thons.event.checkingCode')} />
        ) : answer?.Available ? (
          <IconCircleCheck
            role="img"
            size={18}
            color="var(--mantine-color-teal-7)"
            aria-label={t('thons.event.codeAvailable')}
          />
        ) : null
      }
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      {...form.register('Event.EventCode')}
    />
  );
}
