import '../../i18n/sections/pledges';
import { Alert, Badge, Button, Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import {
  type PledgeList,
  type PledgeProgress,
  type PledgeRow,
  pledgeProgressSchema,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../ui/FormProblem';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { ThonPeopleShell, useEventCodeParam } from '../thon-people/ThonPeopleShell';
import { getPledgeList, pledgeAction } from './pledges.api';
import { usePledgeMessageText } from './use-pledge-message-text';

const PROGRESS = pledgeProgressSchema.options;
const COLORS: Record<PledgeProgress, string> = {
  not_charged: 'gray.8',
  pending: 'blue.9',
  succeeded: 'teal.9',
  failed: 'red.9',
  not_due: 'gray.8',
  written_off: 'orange.9',
  cancelled: 'gray.8',
};

/** /thon/{eventCode}/pledges: every pledge of the Thon and where it stands, for its organisers. */
export function ThonPledgesPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('pledges.list.heading')} listsParticipants>
      {() => <PledgesTable />}
    </ThonPeopleShell>
  );
}

function PledgesTable() {
  const { t } = useTranslation();
  const eventCode = useEventCodeParam();
  const [progress, setProgress] = useState<PledgeProgress | null>(null);
  const [kind, setKind] = useState<'per_unit' | 'flat' | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['thon-pledges', eventCode.toLowerCase(), progress, kind, page],
    queryFn: () => getPledgeList(eventCode, { progress, kind, page }),
  });
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <Select
          label={t('pledges.list.progress')}
          value={progress ?? 'all'}
          onChange={(value) => {
            setProgress(value && value !== 'all' ? (value as PledgeProgress) : null);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('pledges.list.all') },
            ...PROGRESS.map((value) => ({ value, label: t(`pledges.progress.${value}`) })),
          ]}
          allowDeselect={false}
        />
        <Select
          label={t('pledges.list.kind')}
          value={kind ?? 'all'}
          onChange={(value) => {
            setKind(value === 'per_unit' || value === 'flat' ? value : null);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('pledges.list.all') },
            { value: 'per_unit', label: t('pledges.kinds.per_unit') },
            { value: 'flat', label: t('pledges.kinds.flat') },
          ]}
          allowDeselect={false}
        />
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <FormProblem>{list.error.message}</FormProblem>
      ) : (
        <PledgeTable list={list.data} page={page} onPage={setPage} />
      )}
    </Stack>
  );
}

function PledgeTable({
  list,
  page,
  onPage,
}: {
  list: PledgeList;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const pages = Math.max(1, Math.ceil(list.Total / list.PageSize));
  return (
    <Stack gap="md">
      {list.Warning && <Alert color="orange">{list.Warning}</Alert>}
      {list.OutstandingCents > 0 && (
        <Text fw={600}>{t('pledges.list.outstanding', { amount: formatMoney(list.OutstandingCents) })}</Text>
      )}
      {list.Pledges.length === 0 ? (
        <Text>{t('pledges.list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pledges.list.donor')}</Table.Th>
                <Table.Th>{t('pledges.list.participant')}</Table.Th>
                <Table.Th>{t('pledges.list.terms')}</Table.Th>
                <Table.Th>{t('pledges.list.pledged')}</Table.Th>
                <Table.Th>{t('pledges.list.collected')}</Table.Th>
                <Table.Th>{t('pledges.list.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.Pledges.map((row) => (
                <Row key={row.PledgeId} row={row} eventId={list.EventId} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          aria-label={t('pledges.list.page', { page, pages })}
        />
      )}
    </Stack>
  );
}

function Row({ row, eventId }: { row: PledgeRow; eventId: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const messageText = usePledgeMessageText();
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: (name: 'ResendPaymentRequest' | 'WriteOff') =>
      pledgeAction(name, { EventId: eventId, PledgeId: row.PledgeId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['thon-pledges'] }),
    meta: { showsOwnErrors: true },
  });
  const terms =
    row.Kind === 'flat'
      ? formatMoney(row.AmountCents ?? 0)
      : `${formatMoney(row.RateCents ?? 0)} / ${t('pledges.kinds.per_unit').toLowerCase()}${row.MaxCents ? ` ≤ ${formatMoney(row.MaxCents)}` : ''}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {row.DonorName}
        </Text>
        {row.DonorEmail && (
          <Text size="xs" c="gray.7">
            {row.DonorEmail}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{row.ParticipantName ?? t('pledges.list.thon')}</Table.Td>
      <Table.Td>{terms}</Table.Td>
      <Table.Td>{formatMoney(row.PledgedCents)}</Table.Td>
      <Table.Td>{formatMoney(row.CollectedCents)}</Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Badge color={COLORS[row.Progress]} variant="outline">
            {t(`pledges.progress.${row.Progress}`)}
          </Badge>
          {row.Failure && <Text size="xs">{messageText(row.Failure)}</Text>}
          {row.Progress === 'failed' && (
            <Group gap={4}>
              <Button
                size="compact-xs"
                variant="light"
                loading={action.isPending}
                onClick={() => action.mutate('ResendPaymentRequest')}
              >
                {t('pledges.list.resend')}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                loading={action.isPending}
                onClick={() => action.mutate('WriteOff')}
              >
                {t('pledges.list.writeOff')}
              </Button>
            </Group>
          )}
          {action.data && (
            <Text size="xs" role="status">
              {action.data.Message}
            </Text>
          )}
          {action.error && (
            <Text size="xs" c="red.8">
              {messageText(action.error.message)}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
