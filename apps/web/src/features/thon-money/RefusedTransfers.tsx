import '../../i18n/sections/money-pages';
import '../../i18n/sections/payouts';
import { Alert, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { AskAgainResult, ThonMoney } from '@pledgethon/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showErrorToast } from '../../ui/error-toast';
import { useFormatMoney } from '../../ui/use-format-money';
import { useAskAgain } from './thon-money.api';

type Refused = ThonMoney['Refused'][number];

/** What the administrator's ask moved, in words: asked now, asked already, made already, or refused still. */
const RESULT_TEXTS = {
  pending: 'payouts.refused.alreadyAsked',
  made: 'payouts.refused.alreadyMade',
  refused: 'payouts.refused.stillRefused',
} as const;

/**
 * What the payment provider refused for good on the Thon's charges (decision 143), with its reason:
 * drawn only when there is something, since each waits for someone to fix the receiving account. An
 * administrator may ask one again, after a confirmation, once its cause is fixed at the provider
 * (decision 147); the answer stays above the list, which no longer holds what was asked.
 */
export function RefusedTransfers({
  refused,
  eventCode,
  canAskAgain,
}: {
  refused: ThonMoney['Refused'];
  eventCode: string;
  canAskAgain: boolean;
}) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const askAgain = useAskAgain(eventCode);
  const [confirming, setConfirming] = useState<Refused | null>(null);
  const [answer, setAnswer] = useState<{ row: Refused; result: AskAgainResult } | null>(null);
  if (refused.length === 0 && !answer) return null;
  const whatOf = (row: Refused) =>
    `${t(`payouts.refused.kinds.${row.Kind}`)}: ${t(`payouts.refused.shares.${row.Share}`)}`;
  const ask = (row: Refused) =>
    askAgain.mutate(row, {
      onSuccess: (result) => setAnswer({ row, result }),
      onError: showErrorToast,
    });
  return (
    <Stack gap="sm" data-testid="money-refused">
      <Title order={2}>{t('payouts.refused.title')}</Title>
      {answer && (
        <Alert
          color={answer.result.AskedAgain ? 'green' : 'blue'}
          role="status"
          data-testid="ask-again-result"
        >
          {answer.result.AskedAgain
            ? t('payouts.refused.askedAgain', {
                what: whatOf(answer.row),
                amount: formatMoney(answer.row.AmountCents),
              })
            : t(RESULT_TEXTS[answer.result.State])}
        </Alert>
      )}
      {refused.length > 0 && (
        <>
          <Alert color="red">{t('payouts.refused.intro')}</Alert>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payouts.refused.when')}</Table.Th>
                  <Table.Th>{t('payouts.refused.what')}</Table.Th>
                  <Table.Th>{t('payouts.refused.account')}</Table.Th>
                  <Table.Th>{t('payouts.refused.reason')}</Table.Th>
                  <Table.Th ta="right">{t('moneyPages.treasurer.amount')}</Table.Th>
                  {canAskAgain && <Table.Th>{t('payouts.refused.action')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {refused.map((row) => (
                  <Table.Tr key={row.Id}>
                    <Table.Td>{new Date(row.RefusedAt).toLocaleDateString(i18n.language)}</Table.Td>
                    <Table.Td>{whatOf(row)}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {row.Destination}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.Reason}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.AmountCents)}</Table.Td>
                    {canAskAgain && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          loading={askAgain.isPending && askAgain.variables?.Id === row.Id}
                          aria-label={t('payouts.refused.askAgainOf', {
                            what: whatOf(row),
                            amount: formatMoney(row.AmountCents),
                          })}
                          onClick={() => setConfirming(row)}
                        >
                          {t('payouts.refused.askAgain')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('payouts.refused.confirmTitle')}
        body={
          confirming
            ? t('payouts.refused.confirmBody', {
                what: whatOf(confirming),
                amount: formatMoney(confirming.AmountCents),
                account: confirming.Destination,
              })
            : ''
        }
        confirmLabel={t('payouts.refused.askAgain')}
        cancelLabel={t('payouts.refused.cancel')}
        onConfirm={() => confirming && ask(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
