import '../../i18n/sections/lap-counter';
import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { LAP_GUARD_SECONDS_MAX, type LapReview } from '@pledgethon/contracts';
import { cappedUnits } from '@pledgethon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppError } from '../../api/app-error';
import { useLapReview, usePublishCounts, useSetGuard } from './counter.api';

/**
 * The organiser's end of the day (decision 084): each counted participant's count, who hit the max,
 * the result each would get, changed by hand where needed, then all published in one action.
 */
export function CountsReview({ eventId, eventCode }: { eventId: string; eventCode: string }) {
  const { t } = useTranslation();
  const review = useLapReview(eventId);
  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        {t('lapCounter.review.title')}
      </Title>
      <Group>
        <Button component={Link} to={`/thon/${eventCode}/count`} variant="default">
          {t('lapCounter.review.openCounter')}
        </Button>
        <Button component={Link} to={`/thon/${eventCode}/live`} variant="default">
          {t('lapCounter.review.openLive')}
        </Button>
      </Group>
      {review.data && <GuardSetting review={review.data} />}
      {review.data && <ReviewTable review={review.data} />}
    </Stack>
  );
}

function GuardSetting({ review }: { review: LapReview }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState<number>(review.GuardSeconds);
  const save = useSetGuard();
  return (
    <Group align="flex-end">
      <NumberInput
        label={t('lapCounter.review.guard')}
        value={seconds}
        onChange={(value) => setSeconds(typeof value === 'number' ? value : 0)}
        min={0}
        max={LAP_GUARD_SECONDS_MAX}
        allowDecimal={false}
        maw={320}
      />
      <Button
        variant="default"
        loading={save.isPending}
        onClick={() => save.mutate({ EventId: review.EventId, GuardSeconds: seconds })}
      >
        {t('lapCounter.review.saveGuard')}
      </Button>
    </Group>
  );
}

function ReviewTable({ review }: { review: LapReview }) {
  const { t } = useTranslation();
  const counted = review.Rows.filter((row) => row.Count > 0);
  const [typed, setTyped] = useState<Record<string, number>>({});
  const publish = usePublishCounts();
  if (counted.length === 0) return <Text c="gray.7">{t('lapCounter.review.none')}</Text>;
  const fixes = Object.entries(typed).flatMap(([ParticipantId, Units]) => {
    const row = counted.find((candidate) => candidate.ParticipantId === ParticipantId);
    return row && Units !== cappedUnits(row.Count, review.MaxUnits) ? [{ ParticipantId, Units }] : [];
  });
  return (
    <Stack gap="sm">
      <Text c="gray.7">{t('lapCounter.review.help', { max: review.MaxUnits })}</Text>
      {publish.error && <Alert color="red">{publish.error.message}</Alert>}
      {publish.data && <Alert color="green">{publish.data.Message}</Alert>}
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lapCounter.review.participant')}</Table.Th>
              <Table.Th>{t('lapCounter.review.team')}</Table.Th>
              <Table.Th>{t('lapCounter.review.count')}</Table.Th>
              <Table.Th>{t('lapCounter.review.publishAs')}</Table.Th>
              <Table.Th>{t('lapCounter.review.current')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {counted.map((row) => {
              const name = `${row.FirstName} ${row.LastName}`;
              return (
                <Table.Tr key={row.ParticipantId}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{row.TeamName ?? ''}</Table.Td>
                  <Table.Td>
                    {row.Count}{' '}
                    {row.Capped && (
                      <Badge color="red.9" data-testid="review-capped">
                        {t('lapCounter.review.capped')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${t('lapCounter.review.publishAs')}: ${name}`}
                      value={typed[row.ParticipantId] ?? cappedUnits(row.Count, review.MaxUnits)}
                      onChange={(value) =>
                        typeof value === 'number' &&
                        setTyped((current) => ({ ...current, [row.ParticipantId]: value }))
                      }
                      min={0}
                      max={review.MaxUnits}
                      allowDecimal={false}
                      w={110}
                      error={
                        publish.error instanceof AppError
                          ? publish.error.fieldErrors[row.ParticipantId]
                          : undefined
                      }
                    />
                  </Table.Td>
                  <Table.Td>{row.Units ?? '–'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        w="fit-content"
        loading={publish.isPending}
        onClick={() => publish.mutate({ EventId: review.EventId, Fixes: fixes })}
      >
        {t('lapCounter.review.publish')}
      </Button>
    </Stack>
  );
}
