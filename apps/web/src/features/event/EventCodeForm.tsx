import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { type EventCodeRequest, eventCodeRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { useCheckedForm } from '../../ui/use-checked-form';
import { findEventId } from './event.api';

/** Event code in, the Thon's page out: /event/{eventCode}#{eventId}. */
export function EventCodeForm({ defaultCode = '' }: { defaultCode?: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const form = useCheckedForm<EventCodeRequest, unknown, z.output<typeof eventCodeRequestSchema>>({
    resolver: zodResolver(eventCodeRequestSchema),
    defaultValues: { EventCode: defaultCode },
  });
  const { errors } = form.formState;

  const lookUp = useMutation({
    mutationFn: async ({ EventCode }: z.output<typeof eventCodeRequestSchema>) => ({
      eventCode: EventCode,
      eventId: await findEventId(EventCode),
    }),
    meta: { showsOwnErrors: true },
    // The Thon's page is rendered by the server (decision 091): loaded afresh, not drawn by the app.
    onSuccess: ({ eventCode, eventId }) =>
      window.location.assign(`/event/${encodeURIComponent(eventCode)}#${eventId}`),
    onError: (error) => {
      if (error instanceof AppError && error.status === 404) {
        form.setError('EventCode', { type: 'server', message: messages.eventCodeInvalid });
        return;
      }
      showErrorToast(error);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => lookUp.mutate(values))}>
      <Group align="flex-start" gap="sm">
        <TextInput
          miw={160}
          label={t('homeTools.eventCode.label')}
          autoComplete="off"
          autoCapitalize="characters"
          style={{ flex: 1 }}
          error={messageText(errors.EventCode?.message)}
          {...form.register('EventCode')}
        />
        <Button
          type="submit"
          mt={25}
          loading={lookUp.isPending}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('homeTools.eventCode.submit')}
        </Button>
      </Group>
    </form>
  );
}
