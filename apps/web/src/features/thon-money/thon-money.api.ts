import {
  pathOf,
  type SpreadsheetFormat,
  thonsMoneyRoute,
  thonsMoneyStatementRoute,
} from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { downloadFile } from '../../api/download-file';

/** The treasurer's view of the Thon of the page address. */
export const useThonMoney = (eventCode: string) =>
  useQuery({
    queryKey: ['thon-money', eventCode.toLowerCase()],
    queryFn: () => callApi(thonsMoneyRoute, { params: { eventCode } }),
  });

export const downloadStatement = (eventCode: string, format: SpreadsheetFormat) =>
  downloadFile(
    pathOf(thonsMoneyStatementRoute, { eventCode }, { Format: format }),
    `${eventCode}-statement.${format}`,
  );
