import '../../i18n/sections/thons';
import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ThonCompletionToConfirm, ThonSettings } from '@pledgethon/contracts';
import { formatCalendarDate } from '@pledgethon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/error-toast';
import { useFormatMoney } from '../../ui/use-format-money';
import { completionToConfirm, useCompleteThon } from './thons.api';

/**
 * Asks before the Thon is completed, which cannot be undone. When the server finds it early or with
 * participants still without results, the same dialog lists exactly that and completes only on a
 * second, explicit confirmation (decision 124).
 */
export function CompleteThonDialog({
  opened,
  settings,
  onClose,
  onCompleted,
}: {
  opened: boolean;
  settings: ThonSettings;
  onClose: () => void;
  onCompleted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const complete = useCompleteThon();
  const [toConfirm, setToConfirm] = useState<ThonCompletionToConfirm | null>(null);
  const close = () => {
    setToConfirm(null);
    onClose();
  };
  const send = (confirmed: boolean) =>
    complete.mutate(
      { EventId: settings.EventId, Confirmed: confirmed },
      {
        onSuccess: (answer) => {
          onCompleted(answer.Message);
          close();
        },
        onError: (error) => {
          const asked = completionToConfirm(error);
          if (asked) setToConfirm(asked);
          else {
            showErrorToast(error);
            close();
          }
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={toConfirm ? t('thons.settings.confirmTitle') : t('thons.settings.completeTitle')}
      size={toConfirm ? 'lg' : 'md'}
      centered
    >
      <Stack gap="md">
        {toConfirm ? (
          <WhatCompletingMeans toConfirm={toConfirm} settings={settings} />
        ) : (
          <Text size="sm">{t('thons.settings.completeBody')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {toConfirm ? t('thons.settings.goBack') : t('thons.settings.cancel')}
          </Button>
          <Button color="red.9" loading={complete.isPending} onClick={() => send(toConfirm !== null)}>
            {toConfirm ? t('thons.settings.completeAnyway') : t('thons.settings.completeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function WhatCompletingMeans({
  toConfirm,
  settings,
}: {
  toConfirm: ThonCompletionToConfirm;
  settings: ThonSettings;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const unit = settings.Event.UnitName;
  const missing = toConfirm.ParticipantsWithoutResults;
  return (
    <>
      {toConfirm.BeforeEventDate && (
        <Alert color="yellow" variant="light">
          {t('thons.settings.earlyNote', { date: formatCalendarDate(toConfirm.EventDate) })}
        </Alert>
      )}
      {missing.length > 0 && (
        <>
          <Text size="sm">
            {t('thons.settings.withoutResults', {
              count: missing.length,
              unit,
              units: settings.Event.UnitNamePlural,
            })}
          </Text>
          <ScrollArea.Autosize mah={320} type="auto">
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('thons.settings.participant')}</Table.Th>
                  <Table.Th>{t('thons.settings.perUnitPledges', { unit })}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {missing.map((participant) => (
                  <Table.Tr key={participant.ParticipantId}>
                    <Table.Td>
                      {participant.FirstName} {participant.LastName}
                    </Table.Td>
                    <Table.Td>
                      {participant.PerUnitPledges.length === 0 ? (
                        <Text size="sm" c="gray.7">
                          {t('thons.settings.noPerUnitPledges')}
                        </Text>
                      ) : (
                        <List size="sm" spacing={2}>
                          {participant.PerUnitPledges.map((pledge) => (
                            <List.Item key={pledge.PledgeId}>
                              {t(
                                pledge.MaxCents === null
                                  ? 'thons.settings.pledgeRate'
                                  : 'thons.settings.pledgeRateCapped',
                                {
                                  donor: pledge.DonorName,
                                  rate: formatMoney(pledge.RateCents),
                                  max: pledge.MaxCents === null ? '' : formatMoney(pledge.MaxCents),
                                  unit,
                                },
                              )}
                            </List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
      <Text size="sm" fw={600}>
        {t('thons.settings.confirmAdvice')}
      </Text>
    </>
  );
}
