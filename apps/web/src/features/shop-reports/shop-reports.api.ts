import {
  calculatorReportSchema,
  productStatusReportSchema,
  type ShopReport,
  type SpreadsheetFormat,
  schoolItemReportSchema,
} from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { downloadFile } from '../../api/download-file';

export const useProductStatus = () =>
  useQuery({
    queryKey: ['shop-report', 'productstatus'],
    queryFn: () =>
      apiRequest('GET', '/api/Shop/Reports/ProductStatus', { schema: productStatusReportSchema }),
  });

export const useSchoolItems = () =>
  useQuery({
    queryKey: ['shop-report', 'schoolitem'],
    queryFn: () => apiRequest('GET', '/api/Shop/Reports/SchoolItem', { schema: schoolItemReportSchema }),
  });

export const useCalculator = () =>
  useQuery({
    queryKey: ['shop-report', 'calculator'],
    queryFn: () => apiRequest('GET', '/api/Shop/Reports/Calculator', { schema: calculatorReportSchema }),
  });

export const downloadReport = (report: ShopReport, format: SpreadsheetFormat) =>
  downloadFile(`/api/Shop/Reports/Export/${report}?Format=${format}`, `${report}.${format}`);
