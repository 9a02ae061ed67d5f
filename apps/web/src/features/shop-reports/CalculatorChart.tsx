import '../../i18n/sections/shop-reports';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ProfitInputs, ProfitSplit } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';

/**
 * Where a Thon's money goes, as bars. Loaded on its own (React.lazy), like the dashboard's charts, so
 * the chart library comes only to those who open the calculator.
 */
export default function CalculatorChart({ inputs, split }: { inputs: ProfitInputs; split: ProfitSplit }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const data = [
    { part: t('shopReports.calculator.raised'), amount: inputs.raisedCents / 100 },
    { part: t('shopReports.calculator.organization'), amount: split.organizationCents / 100 },
    { part: t('shopReports.calculator.processing'), amount: inputs.processingExpenseCents / 100 },
    { part: t('shopReports.calculator.commission'), amount: split.commissionCents / 100 },
    { part: t('shopReports.calculator.productCosts'), amount: inputs.productCostCents / 100 },
    { part: t('shopReports.calculator.profit'), amount: split.franchiseeProfitCents / 100 },
  ];
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="part"
      orientation="vertical"
      yAxisProps={{ width: 190 }}
      series={[{ name: 'amount', label: t('shopReports.calculator.chart'), color: 'blue.8' }]}
      valueFormatter={(value) => formatMoney(Math.round(value * 100))}
    />
  );
}
