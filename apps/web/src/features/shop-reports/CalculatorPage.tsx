import '../../i18n/sections/shop-reports';
import { Button, Card, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CalculatorRow } from '@pledgethon/contracts';
import { type ProfitInputs, profitSplit } from '@pledgethon/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { ReportShell } from './ReportShell';
import { useCalculator } from './shop-reports.api';

const CalculatorChart = lazy(() => import('./CalculatorChart'));

const inputsOf = (row: CalculatorRow): ProfitInputs => ({
  raisedCents: row.RaisedCents,
  commissionBasisPoints: row.CommissionBasisPoints,
  productCostCents: row.ProductCostCents,
  processingExpenseCents: row.ProcessingExpenseCents,
});

/** /shop/reports/calculator: a Thon's figures, each one changeable to try another case. */
export function CalculatorPage() {
  const { t } = useTranslation();
  const report = useCalculator();
  const [eventId, setEventId] = useState<string | null>(null);
  const rows = report.data?.Rows ?? [];
  const row = rows.find((candidate) => candidate.EventId === eventId) ?? rows[0];
  return (
    <ReportShell report="calculator">
      {!report.data ? (
        <PageLoader />
      ) : !row ? (
        <Text c="gray.7">{t('shopReports.none')}</Text>
      ) : (
        <Stack gap="lg">
          <Select
            label={t('shopReports.calculator.thon')}
            maw={480}
            data={rows.map((option) => ({
              value: option.EventId,
              label: `${option.EventName} (${option.EventCode})`,
            }))}
            value={row.EventId}
            onChange={(value) => value && setEventId(value)}
            allowDeselect={false}
          />
          {/* A new Thon starts again from its own figures. */}
          <Calculator key={row.EventId} row={row} />
        </Stack>
      )}
    </ReportShell>
  );
}

function Calculator({ row }: { row: CalculatorRow }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const resultsId = useId();
  const [inputs, setInputs] = useState<ProfitInputs>(() => inputsOf(row));
  const split = profitSplit(inputs);
  const set = (field: keyof ProfitInputs) => (cents: number | null) =>
    setInputs((current) => ({ ...current, [field]: cents !== null && Number.isFinite(cents) ? cents : 0 }));
  const results = [
    ['commission', split.commissionCents],
    ['profit', split.franchiseeProfitCents],
    ['organization', split.organizationCents],
  ] as const;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="md">
        <MoneyInput
          label={t('shopReports.calculator.raised')}
          value={inputs.raisedCents}
          onChange={set('raisedCents')}
        />
        <NumberInput
          label={t('shopReports.calculator.rate')}
          min={0}
          max={60}
          decimalScale={2}
          clampBehavior="strict"
          value={inputs.commissionBasisPoints / 100}
          onChange={(value) =>
            setInputs((current) => ({
              ...current,
              commissionBasisPoints: Math.round(Number(value || 0) * 100),
            }))
          }
        />
        <MoneyInput
          label={t('shopReports.calculator.productCosts')}
          value={inputs.productCostCents}
          onChange={set('productCostCents')}
        />
        <MoneyInput
          label={t('shopReports.calculator.processing')}
          description={t('shopReports.calculator.processingHint')}
          value={Math.max(0, inputs.processingExpenseCents)}
          onChange={set('processingExpenseCents')}
        />
        <Button variant="default" onClick={() => setInputs(inputsOf(row))} w="fit-content">
          {t('shopReports.calculator.reset')}
        </Button>
      </Stack>
      <Stack gap="md">
        <Title id={resultsId} order={2} fz="lg">
          {t('shopReports.calculator.chart')}
        </Title>
        <SimpleGrid cols={3} spacing="sm" aria-labelledby={resultsId} role="group">
          {results.map(([key, cents]) => (
            <Card key={key} withBorder padding="sm">
              <Text size="sm" c="gray.7">
                {t(`shopReports.calculator.${key}`)}
              </Text>
              <Text fw={800} fz="xl" data-testid={`calculator-${key}`}>
                {formatMoney(cents)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Suspense fallback={<PageLoader />}>
          <CalculatorChart inputs={inputs} split={split} />
        </Suspense>
      </Stack>
    </SimpleGrid>
  );
}
