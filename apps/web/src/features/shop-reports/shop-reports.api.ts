import {
  pathOf,
  type ShopReport,
  type SpreadsheetFormat,
  shopReportsCalculatorRoute,
  shopReportsExportRoute,
  shopReportsProductStatusRoute,
  shopReportsSchoolItemRoute,
} from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { downloadFile } from '../../api/download-file';

export const useProductStatus = () =>
  useQuery({
    queryKey: ['shop-report', 'productstatus'],
    queryFn: () => callApi(shopReportsProductStatusRoute),
  });

export const useSchoolItems = () =>
  useQuery({
    queryKey: ['shop-report', 'schoolitem'],
    queryFn: () => callApi(shopReportsSchoolItemRoute),
  });

export const useCalculator = () =>
  useQuery({
    queryKey: ['shop-report', 'calculator'],
    queryFn: () => callApi(shopReportsCalculatorRoute),
  });

export const downloadReport = (report: ShopReport, format: SpreadsheetFormat) =>
  downloadFile(pathOf(shopReportsExportRoute, { report }, { Format: format }), `${report}.${format}`);
