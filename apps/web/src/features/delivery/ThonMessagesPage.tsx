import '../../i18n/sections/delivery';
import { Badge, Card, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DELIVERY_STATES,
  type DeliveryState,
  messagesGetThonMessagesRoute,
  type ThonMessage,
} from '@pledgethon/contracts';
import { formatDateTime } from '@pledgethon/core/zones';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import { PageLoader } from '../../ui/PageLoader';
import { ThonPeopleShell, useEventCodeParam } from '../thon-people/ThonPeopleShell';

const stateColors: Record<DeliveryState, string> = {
  queued: 'yellow',
  held: 'blue',
  sent: 'teal',
  failed: 'red',
  suppressed: 'gray',
};

const isState = (value: string | null): value is DeliveryState =>
  DELIVERY_STATES.some((state) => state === value);

/** /thon/{eventCode}/messages: what the Thon's reminders and shares sent, and how each one went. */
export function ThonMessagesPage() {
  const { t } = useTranslation();
  return <ThonPeopleShell title={t('delivery.log.title')}>{() => <MessageLog />}</ThonPeopleShell>;
}

function MessageLog() {
  const { t } = useTranslation();
  const eventCode = useEventCodeParam();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : null;
  const log = useQuery({
    queryKey: ['thon-messages', eventCode, page, state],
    queryFn: () =>
      callApi(messagesGetThonMessagesRoute, {
        params: { eventCode },
        query: { page, state: state ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
  if (log.error) throw log.error;
  if (!log.data) return <PageLoader />;
  const { Counts, Items, Total, PageSize } = log.data;
  const all = DELIVERY_STATES.reduce((sum, each) => sum + Counts[each], 0);
  return (
    <Stack gap="md">
      <Text>{t('delivery.log.intro')}</Text>
      <Stack gap={4}>
        <Text fw={600} id="message-state-filter">
          {t('delivery.log.filter')}
        </Text>
        <SegmentedControl
          aria-labelledby="message-state-filter"
          value={state ?? 'all'}
          onChange={(value) => setParams(value === 'all' ? {} : { state: value })}
          data={[
            { value: 'all', label: t('delivery.log.all', { count: all }) },
            ...DELIVERY_STATES.map((each) => ({
              value: each,
              label: `${t(`delivery.log.states.${each}`)} (${Counts[each]})`,
            })),
          ]}
          // On a phone the states stand one under the other rather than in a row wider than the screen.
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          style={{ alignSelf: narrow ? 'stretch' : 'flex-start' }}
        />
      </Stack>
      {Items.length === 0 ? (
        <Text c="gray.7">{t('delivery.log.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="gray.7">
            {t('delivery.log.total', { count: Total })}
          </Text>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {Items.map((message) => (
              <MessageRow key={message.Id} message={message} />
            ))}
          </Stack>
          {Total > PageSize && (
            <Group component="nav" aria-label={t('delivery.log.pages')}>
              <Pagination
                total={Math.ceil(Total / PageSize)}
                value={page}
                onChange={(next) => setParams({ ...(state ? { state } : {}), page: String(next) })}
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': t('delivery.log.previousPage') }
                    : control === 'next'
                      ? { 'aria-label': t('delivery.log.nextPage') }
                      : {}
                }
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function MessageRow({ message }: { message: ThonMessage }) {
  const { t } = useTranslation();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const when = (iso: string) => formatDateTime(new Date(iso), zone);
  return (
    <Card component="li" withBorder padding="sm">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          {/* The dot carries the color, so the state reads in the page's own text color. */}
          <Badge color={stateColors[message.State]} variant="dot">
            {t(`delivery.log.states.${message.State}`)}
          </Badge>
          <Badge color="gray" variant="light">
            {t(`delivery.log.${message.Channel}`)}
          </Badge>
          <Text size="sm" fw={600}>
            {message.Reminder ? t(`delivery.log.reminders.${message.Reminder}`) : t('delivery.log.share')}
          </Text>
        </Group>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {message.Subject ?? t('delivery.log.noSubject')}
        </Text>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {t('delivery.log.to')}: {message.To}
        </Text>
        <Text size="sm" c="gray.7">
          {message.State === 'held'
            ? t('delivery.log.heldUntil', { when: when(message.SendAfter) })
            : message.SentAt
              ? t('delivery.log.sentAt', { when: when(message.SentAt) })
              : t('delivery.log.created', { when: when(message.CreatedAt) })}
        </Text>
        {message.Error && message.State !== 'sent' && (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {message.Error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
