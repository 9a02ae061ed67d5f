import '../../i18n/sections/money-pages';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { DecideTestDisputeResult, ThonMoney } from '@pledgethon/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../ui/error-toast';
import { useFormatMoney } from '../../ui/use-format-money';
import { useDecideTestDispute } from './thon-money.api';

type Dispute = ThonMoney['Disputes'][number];
const OUTCOMES = ['won', 'lost'] as const;

/**
 * The Thon's disputes (decisions 138, 152), drawn only when there is one. An administrator plays the
 * test bank's decision of an open test dispute; the answer stays above the list.
 */
export function ThonDisputes({
  disputes,
  eventCode,
  canDecide,
}: {
  disputes: ThonMoney['Disputes'];
  eventCode: string;
  canDecide: boolean;
}) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const decide = useDecideTestDispute(eventCode);
  const [answer, setAnswer] = useState<{ dispute: Dispute; result: DecideTestDisputeResult } | null>(null);
  // The buttons pressed leave with the decision: the focus goes to what it did.
  const answered = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) answered.current?.focus();
  }, [answer]);
  if (disputes.length === 0) return null;
  const openedOn = (dispute: Dispute) => new Date(dispute.OpenedAt).toLocaleDateString(i18n.language);
  const decidable = (dispute: Dispute) =>
    canDecide && dispute.IsTest && (dispute.Status === 'needs_response' || dispute.Status === 'under_review');
  const key = 'moneyPages.treasurer.disputes';
  return (
    <Stack gap="sm" data-testid="money-disputes">
      <Title order={2}>{t(`${key}.title`)}</Title>
      <Text c="gray.7">{t(`${key}.intro`)}</Text>
      {disputes.some((dispute) => dispute.IsTest) && (
        <Alert color="yellow">
          <Text fw={700} size="sm">
            {t(`${key}.testTitle`)}
          </Text>
          <Text size="sm">{t(`${key}.testNote`)}</Text>
        </Alert>
      )}
      {answer && (
        <Alert
          ref={answered}
          tabIndex={-1}
          color={answer.result.Decided ? 'green' : 'blue'}
          role="status"
          data-testid="dispute-decided"
        >
          {answer.result.Decided
            ? t(`${key}.decided.${answer.result.Status === 'won' ? 'won' : 'lost'}`, {
                amount: formatMoney(answer.dispute.AmountCents),
              })
            : t(`${key}.decided.already`)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${key}.opened`)}</Table.Th>
              <Table.Th>{t(`${key}.reason`)}</Table.Th>
              <Table.Th>{t(`${key}.status`)}</Table.Th>
              <Table.Th ta="right">{t('moneyPages.treasurer.amount')}</Table.Th>
              {canDecide && <Table.Th>{t(`${key}.decide`)}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {disputes.map((dispute) => (
              <Table.Tr key={dispute.Id} data-testid={`dispute-${dispute.Id}`}>
                <Table.Td>{openedOn(dispute)}</Table.Td>
                <Table.Td>{t(`${key}.reasons.${dispute.Reason}`, { defaultValue: dispute.Reason })}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{t(`${key}.statuses.${dispute.Status}`)}</Text>
                    {dispute.IsTest && (
                      <Badge color="yellow" variant="filled" autoContrast>
                        {t('moneyPages.treasurer.test')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(dispute.AmountCents)}</Table.Td>
                {canDecide && (
                  <Table.Td>
                    {decidable(dispute) && (
                      <Group gap="xs" wrap="nowrap">
                        {OUTCOMES.map((outcome) => (
                          <Button
                            key={outcome}
                            size="xs"
                            variant="default"
                            loading={decide.isPending && decide.variables?.Outcome === outcome}
                            disabled={decide.isPending}
                            aria-label={t(`${key}.decideOf`, {
                              amount: formatMoney(dispute.AmountCents),
                              date: openedOn(dispute),
                              outcome: t(`${key}.${outcome}`),
                            })}
                            onClick={() =>
                              decide.mutate(
                                { Id: dispute.Id, Outcome: outcome },
                                {
                                  onSuccess: (result) => setAnswer({ dispute, result }),
                                  onError: showErrorToast,
                                },
                              )
                            }
                          >
                            {t(`${key}.${outcome}`)}
                          </Button>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
