import '../../i18n/sections/staff-pages';
import { Accordion, Anchor, Badge, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { messagesGetSentMessagesRoute } from '@pledgethon/contracts';
import { formatDateTime } from '@pledgethon/core/zones';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import { EmailAddress } from '../../ui/EmailAddress';
import { PageLoader } from '../../ui/PageLoader';
import { linkify } from './linkify';

const statusColors: Record<string, string> = {
  queued: 'yellow',
  sent: 'teal',
  failed: 'red',
  suppressed: 'gray',
};
const knownStatuses = ['queued', 'sent', 'failed', 'suppressed'] as const;

function isKnownStatus(status: string): status is (typeof knownStatuses)[number] {
  return knownStatuses.some((known) => known === status);
}

function MessageBody({ body }: { body: string }) {
  return (
    <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
      {linkify(body).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move
          <Anchor key={index} href={part.href}>
            {part.href}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

/** The outbox for super administrators: every e-mail and text the site sent, newest first. */
export function SentMessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const openedMessage = params.get('message');
  const messagesPage = useQuery({
    queryKey: ['sent-messages', page],
    queryFn: () => callApi(messagesGetSentMessagesRoute, { query: { page } }),
    placeholderData: keepPreviousData,
  });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const statusLabel = (status: string) =>
    isKnownStatus(status) ? t(`staffPages.sentMessages.statuses.${status}`) : status;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('staffPages.sentMessages.title')}</Title>
          <Text c="gray.7">{t('staffPages.sentMessages.intro')}</Text>
        </Stack>
        {!messagesPage.data ? (
          <PageLoader />
        ) : messagesPage.data.Items.length === 0 ? (
          <Text c="gray.7">{t('staffPages.sentMessages.empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t('staffPages.sentMessages.total', { count: messagesPage.data.Total })}
            </Text>
            {/* A log line or a link can open one message: ?message=<id>. */}
            <Accordion variant="separated" multiple defaultValue={openedMessage ? [openedMessage] : []}>
              {messagesPage.data.Items.map((message) => (
                <Accordion.Item key={message.Id} value={message.Id}>
                  <Accordion.Control>
                    {/* Subject first and whole; status, address and time wrap beneath it on a phone. */}
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Text fw={700} lineClamp={2}>
                        {message.Subject ?? t('staffPages.sentMessages.noSubject')}
                      </Text>
                      <Group gap="xs" wrap="wrap">
                        {/* The dot carries the color, so the status reads in the page's own text color. */}
                        <Badge color={statusColors[message.Status] ?? 'gray'} variant="dot">
                          {statusLabel(message.Status)}
                        </Badge>
                        <Text size="sm" c="gray.7">
                          {t('staffPages.sentMessages.to')}: <EmailAddress address={message.To} /> ·{' '}
                          {formatDateTime(new Date(message.CreatedAt), zone)}
                        </Text>
                      </Group>
                    </Stack>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <MessageBody body={message.Body} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            {messagesPage.data.Total > messagesPage.data.PageSize && (
              <Group component="nav" aria-label={t('staffPages.sentMessages.pages')}>
                <Pagination
                  total={Math.ceil(messagesPage.data.Total / messagesPage.data.PageSize)}
                  value={page}
                  onChange={(next) => setParams({ page: String(next) })}
                  getControlProps={(control) =>
                    control === 'previous'
                      ? { 'aria-label': t('staffPages.sentMessages.previousPage') }
                      : control === 'next'
                        ? { 'aria-label': t('staffPages.sentMessages.nextPage') }
                        : {}
                  }
                />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
