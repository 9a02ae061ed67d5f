import '../../i18n/sections/money-pages';
import { Alert, Button, Checkbox, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { CollectionsSummary } from '@pledgethon/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { useFormatMoney } from '../../ui/use-format-money';
import { SavedStatus } from '../results/SavedStatus';
import { useSaveOutcome } from '../results/use-save-outcome';
import { useRecordBulkPayment } from './collections.api';

/** One cash or check payment over the selected pledges, each paid what it still owes. */
export function BulkPaymentForm({
  eventId,
  pledges,
}: {
  eventId: string;
  pledges: CollectionsSummary['OpenPledges'];
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const formatMoney = useFormatMoney();
  const record = useRecordBulkPayment();
  const outcome = useSaveOutcome();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [type, setType] = useState<string | null>(null);
  const chosen = pledges.filter((pledge) => selected.has(pledge.PledgeId));
  const toggle = (pledgeId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(pledgeId);
      else next.delete(pledgeId);
      return next;
    });
  return (
    <form
      noValidate
      aria-label={t('moneyPages.collections.bulk.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) return;
        record.mutate(
          {
            EventId: eventId,
            PledgeIds: chosen.map((pledge) => pledge.PledgeId),
            PaymentType: type as 'cash' | 'check' | null,
          },
          {
            onSuccess: (result) => {
              outcome.onSuccess(result);
              setSelected(new Set());
            },
            onError: outcome.onError,
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={2} fz={24}>
          {t('moneyPages.collections.bulk.title')}
        </Title>
        <Text c="gray.7">{t('moneyPages.collections.bulk.help')}</Text>
        {outcome.refusal?.message && (
          <Alert color="red" role="alert">
            {messageText(outcome.refusal?.message)}
          </Alert>
        )}
        {pledges.length === 0 ? (
          <Text>{t('moneyPages.collections.bulk.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420} mah={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox
                      aria-label={t('moneyPages.collections.bulk.selectAll')}
                      checked={chosen.length === pledges.length}
                      indeterminate={chosen.length > 0 && chosen.length < pledges.length}
                      onChange={(event) =>
                        setSelected(
                          event.currentTarget.checked
                            ? new Set(pledges.map((pledge) => pledge.PledgeId))
                            : new Set(),
                        )
                      }
                    />
                  </Table.Th>
                  <Table.Th>{t('moneyPages.collections.bulk.donor')}</Table.Th>
                  <Table.Th>{t('moneyPages.collections.participant')}</Table.Th>
                  <Table.Th ta="right">{t('moneyPages.collections.bulk.owes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pledges.map((pledge) => (
                  <Table.Tr key={pledge.PledgeId}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('moneyPages.collections.bulk.select', { donor: pledge.DonorName })}
                        checked={selected.has(pledge.PledgeId)}
                        onChange={(event) => toggle(pledge.PledgeId, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>{pledge.DonorName}</Table.Td>
                    <Table.Td>{pledge.ParticipantName ?? t('moneyPages.collections.bulk.thon')}</Table.Td>
                    <Table.Td ta="right">{formatMoney(pledge.OutstandingCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group align="flex-end">
          <Select
            label={t('moneyPages.collections.bulk.type')}
            placeholder="—"
            data={[
              { value: 'cash', label: t('moneyPages.collections.type.cash') },
              { value: 'check', label: t('moneyPages.collections.type.check') },
            ]}
            value={type}
            onChange={setType}
            error={messageText(outcome.refusal?.fields.PaymentType)}
          />
          <Button type="submit" loading={record.isPending} disabled={chosen.length === 0}>
            {t('moneyPages.collections.bulk.save')}
          </Button>
          <SavedStatus message={outcome.saved} />
        </Group>
      </Stack>
    </form>
  );
}
