import '../../i18n/sections/money-pages';
import { Alert, Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { SPONSOR_UPDATE_MAX_LENGTH, sponsorUpdatesPostRoute } from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { useMessageText } from '../../i18n/message-text';
import { PageLoader } from '../../ui/PageLoader';
import { getSponsorUpdates } from '../event/event.api';
import { SponsorUpdates } from '../event/SponsorUpdates';
import { SavedStatus } from '../results/SavedStatus';
import { useSaveOutcome } from '../results/use-save-outcome';
import { ThonPeopleShell } from '../thon-people/ThonPeopleShell';

/** /thon/{eventCode}/updates: organisers post news to the Thon's sponsors, shown on its public page. */
export function SponsorUpdatesPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('moneyPages.updates.title')}>
      {(thon) => <PostUpdate eventId={thon.EventId} eventCode={thon.EventCode} />}
    </ThonPeopleShell>
  );
}

function PostUpdate({ eventId, eventCode }: { eventId: string; eventCode: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const client = useQueryClient();
  const outcome = useSaveOutcome();
  const [message, setMessage] = useState('');
  const posted = useQuery({
    queryKey: ['sponsor-updates', eventCode.toLowerCase(), null, 1],
    queryFn: () => getSponsorUpdates(eventCode, { page: 1 }),
  });
  const post = useMutation({
    mutationFn: (body: { EventId: string; Message: string }) => callApi(sponsorUpdatesPostRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sponsor-updates'] }),
    meta: { showsOwnErrors: true },
  });
  return (
    <Stack gap="xl">
      <form
        noValidate
        aria-label={t('moneyPages.updates.title')}
        onSubmit={(event) => {
          event.preventDefault();
          post.mutate(
            { EventId: eventId, Message: message },
            {
              onSuccess: (result) => {
                outcome.onSuccess(result);
                setMessage('');
              },
              onError: outcome.onError,
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text c="gray.7">{t('moneyPages.updates.help')}</Text>
          {outcome.refusal?.message && <Alert color="red">{messageText(outcome.refusal?.message)}</Alert>}
          <Textarea
            label={t('moneyPages.updates.message')}
            autosize
            minRows={3}
            maxLength={SPONSOR_UPDATE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={messageText(outcome.refusal?.fields.Message)}
          />
          <Group>
            <Button type="submit" loading={post.isPending}>
              {t('moneyPages.updates.post')}
            </Button>
            <SavedStatus message={outcome.saved} />
            <Anchor href={`/event/${encodeURIComponent(eventCode)}`}>{t('moneyPages.updates.view')}</Anchor>
          </Group>
        </Stack>
      </form>
      {posted.data ? <SponsorUpdates eventCode={eventCode} firstPage={posted.data} /> : <PageLoader />}
    </Stack>
  );
}
