import '../../i18n/sections/thon-data';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type ThonPrivacy,
  thonsCloseDataRoute,
  thonsPrivacyRoute,
  thonsSetRetentionRoute,
} from '@pledgethon/contracts';
import { MAXIMUM_RETENTION_DAYS, MINIMUM_RETENTION_DAYS } from '@pledgethon/core';
import { formatDateTime } from '@pledgethon/core/zones';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { useMessageText } from '../../i18n/message-text';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ThonExportButton } from './ThonExportButton';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const when = (iso: string) => formatDateTime(new Date(iso), zone());

/** A Thon's retention period, what would go, the removals so far, and closing the data early. */
export function ThonDataCard({ eventCode }: { eventCode: string }) {
  const privacy = useQuery({
    queryKey: ['thon-privacy', eventCode],
    queryFn: () => callApi(thonsPrivacyRoute, { params: { eventCode } }),
  });
  return privacy.data ? <ThonData privacy={privacy.data} eventCode={eventCode} /> : null;
}

function ThonData({ privacy, eventCode }: { privacy: ThonPrivacy; eventCode: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const client = useQueryClient();
  const [days, setDays] = useState<number | string>(privacy.RetentionDays);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['thon-privacy', eventCode] });
  const save = useMutation({
    mutationFn: () =>
      callApi(thonsSetRetentionRoute, { body: { EventId: privacy.EventId, RetentionDays: Number(days) } }),
    onSuccess: refresh,
  });
  const close = useMutation({
    mutationFn: () => callApi(thonsCloseDataRoute, { body: { EventId: privacy.EventId } }),
    onSuccess: refresh,
  });
  const would = privacy.WouldRemove;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('thonData.title')}
        </Title>
        <Text size="sm">{t('thonData.intro', { days: privacy.RetentionDays })}</Text>
        <Group align="flex-end">
          <NumberInput
            label={t('thonData.retentionDays')}
            value={days}
            onChange={setDays}
            min={MINIMUM_RETENTION_DAYS}
            max={MAXIMUM_RETENTION_DAYS}
            allowDecimal={false}
            w={220}
            error={save.isError ? messageText(save.error.message) : undefined}
          />
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {t('thonData.save')}
          </Button>
        </Group>
        <Text size="sm" role="status">
          {privacy.PersonalDataRemovedAt
            ? t('thonData.removedAt', { when: when(privacy.PersonalDataRemovedAt) })
            : privacy.DataClosedAt
              ? t('thonData.closedAt', { when: when(privacy.DataClosedAt) })
              : t('thonData.keptUntil', { when: when(privacy.DataKeptUntil) })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('thonData.wouldRemove', {
            participants: would.participants ?? 0,
            photos: would.photos ?? 0,
            contacts: (would.parentContacts ?? 0) + (would.parentLinks ?? 0),
          })}
        </Text>
        {privacy.Removals.length > 0 && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('thonData.runs')}
            </Text>
            {privacy.Removals.filter((run) => !run.DryRun).map((run) => (
              <Text size="sm" key={run.StartedAt}>
                {t('thonData.run', {
                  when: when(run.StartedAt),
                  reason: t(`thonData.reasons.${run.Reason}`),
                  participants: run.Counts.participants ?? 0,
                })}
              </Text>
            ))}
          </Stack>
        )}
        <Text size="sm">{t('thonData.exportIntro')}</Text>
        <ThonExportButton eventCode={eventCode} />
        {!privacy.PersonalDataRemovedAt && !privacy.DataClosedAt && (
          <Group>
            <Button color="red" variant="light" onClick={() => setConfirming(true)} loading={close.isPending}>
              {t('thonData.close')}
            </Button>
          </Group>
        )}
        <ConfirmDialog
          opened={confirming}
          title={t('thonData.closeTitle')}
          body={t('thonData.closeBody')}
          confirmLabel={t('thonData.closeConfirm')}
          cancelLabel={t('thonData.cancel')}
          destructive
          onConfirm={() => {
            setConfirming(false);
            close.mutate();
          }}
          onClose={() => setConfirming(false)}
        />
      </Stack>
    </Paper>
  );
}
