import '../../i18n/sections/public-event';
import { Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import type { SponsorUpdatePage } from '@pledgethon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSponsorUpdates } from './event.api';

/** The sponsor updates of a public page, 5 a page; the first page comes with the page itself. */
export function SponsorUpdates({
  eventCode,
  participantId,
  firstPage,
}: {
  eventCode: string;
  participantId?: string;
  firstPage: SponsorUpdatePage;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const later = useQuery({
    queryKey: ['sponsor-updates', eventCode.toLowerCase(), participantId ?? null, page],
    queryFn: () => getSponsorUpdates(eventCode, { page, ...(participantId ? { participantId } : {}) }),
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
  const shown = page === 1 ? firstPage : (later.data ?? firstPage);
  const pages = Math.ceil(firstPage.Total / firstPage.PageSize);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
  });
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('publicEvent.updates.title')}
      </Title>
      {shown.Items.length === 0 && <Text c="gray.7">{t('publicEvent.updates.none')}</Text>}
      {shown.Items.map((update) => (
        <Card key={update.SponsorUpdateId} withBorder radius="md" padding="md" component="article">
          <Text size="xs" c="gray.7">
            {date.format(new Date(update.PostedAt))}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{update.Message}</Text>
        </Card>
      ))}
      {pages > 1 && (
        <Group component="nav" aria-label={t('publicEvent.updates.pages')}>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('publicEvent.updates.previousPage') }
                : control === 'next'
                  ? { 'aria-label': t('publicEvent.updates.nextPage') }
                  : {}
            }
          />
        </Group>
      )}
    </Stack>
  );
}
