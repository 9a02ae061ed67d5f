import {
  pathOf,
  type SpreadsheetFormat,
  type ThonMoney,
  thonsMoneyAskAgainRoute,
  thonsMoneyDecideTestDisputeRoute,
  thonsMoneyRoute,
  thonsMoneyStatementRoute,
  thonsReconcileRoute,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { downloadFile } from '../../api/download-file';

/** The treasurer's view of the Thon of the page address. */
const moneyKey = (eventCode: string) => ['thon-money', eventCode.toLowerCase()];

export const useThonMoney = (eventCode: string) =>
  useQuery({
    queryKey: moneyKey(eventCode),
    queryFn: () => callApi(thonsMoneyRoute, { params: { eventCode } }),
  });

/** An administrator asks a refused transfer again (decision 147); the page then reads the Thon's money afresh. */
export function useAskAgain(eventCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ Kind, Id }: Pick<ThonMoney['Refused'][number], 'Kind' | 'Id'>) =>
      callApi(thonsMoneyAskAgainRoute, { params: { eventCode }, body: { Kind, Id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKey(eventCode) }),
  });
}

/** An administrator plays the test bank's decision of a test dispute (decision 152); the page then reads the money afresh. */
export function useDecideTestDispute(eventCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ Id, Outcome }: { Id: string; Outcome: 'won' | 'lost' }) =>
      callApi(thonsMoneyDecideTestDisputeRoute, { params: { eventCode }, body: { Id, Outcome } }),
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKey(eventCode) }),
  });
}

/**
 * An administrator compares a period with the provider (decision 156); the page then reads the
 * Thon's money afresh, so its reconciliation shows the new run.
 */
export function useCompareWithProvider(eventCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { From: string; To: string }) => callApi(thonsReconcileRoute, { body }),
    meta: { showsOwnErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKey(eventCode) }),
  });
}

export const downloadStatement = (eventCode: string, format: SpreadsheetFormat) =>
  downloadFile(
    pathOf(thonsMoneyStatementRoute, { eventCode }, { Format: format }),
    `${eventCode}-statement.${format}`,
  );
