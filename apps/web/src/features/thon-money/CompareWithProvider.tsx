import '../../i18n/sections/money-pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReconcileResult, reconcileRequestSchema, utcToday } from '@pledgethon/contracts';
import { moneyPagesEn } from '@pledgethon/texts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageTextWith } from '../../i18n/message-text';
import { formatLongCalendarDay } from '../../ui/calendar-day';
import { FormProblem } from '../../ui/FormProblem';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useCompareWithProvider } from './thon-money.api';

type Period = { From: string; To: string };
const DAY_MS = 86_400_000;
/** The form's period at first: the last 7 UTC days, today included. */
const lastSevenDays = (): Period => {
  const To = utcToday();
  return { From: new Date(Date.parse(To) - 6 * DAY_MS).toISOString().slice(0, 10), To };
};

const useProblemText = messageTextWith(moneyPagesEn.treasurer.reconciliation.compare.problems, (t, key) =>
  t(`moneyPages.treasurer.reconciliation.compare.problems.${key}`),
);

/**
 * An administrator's "Compare with the provider" (decision 156): the days to compare, the work going
 * on while the provider is read, and then what it found, linking to the Thon's differences below.
 */
export function CompareWithProvider({ eventCode }: { eventCode: string }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const compare = useCompareWithProvider(eventCode);
  const [answer, setAnswer] = useState<{ period: Period; result: ReconcileResult } | null>(null);
  const form = useCheckedForm<Period>({
    resolver: zodResolver(reconcileRequestSchema),
    defaultValues: lastSevenDays(),
  });
  const { errors } = form.formState;
  // The answer replaces the progress line the button started: the focus follows it.
  const answered = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) answered.current?.focus();
  }, [answer]);
  const key = 'moneyPages.treasurer.reconciliation.compare';
  const day = (date: string) => formatLongCalendarDay(date, i18n.language);
  const words = answer && {
    count: answer.result.Differences,
    from: day(answer.period.From),
    to: day(answer.period.To),
  };
  return (
    <Stack gap="sm" data-testid="compare-with-provider">
      <Title order={3}>{t(`${key}.title`)}</Title>
      <Text c="gray.7" size="sm">
        {t(`${key}.intro`)}
      </Text>
      <form
        noValidate
        onSubmit={form.handleSubmit((period) => {
          setAnswer(null);
          compare.mutate(period, { onSuccess: (result) => setAnswer({ period, result }) });
        })}
      >
        <Stack gap="sm">
          <Group align="flex-start">
            <TextInput
              label={t(`${key}.from`)}
              type="date"
              max={utcToday()}
              {...form.register('From')}
              error={problemText(errors.From?.message)}
            />
            <TextInput
              label={t(`${key}.to`)}
              type="date"
              max={utcToday()}
              {...form.register('To')}
              error={problemText(errors.To?.message)}
            />
          </Group>
          <FormProblem>{compare.error?.message}</FormProblem>
          <Group>
            <Button type="submit" loading={compare.isPending}>
              {t(`${key}.submit`)}
            </Button>
          </Group>
          <div role="status">
            {compare.isPending && (
              <Group gap="xs">
                <Loader size="sm" aria-hidden />
                <Text size="sm">{t(`${key}.running`)}</Text>
              </Group>
            )}
          </div>
          {answer && words && (
            <Alert
              ref={answered}
              tabIndex={-1}
              color={answer.result.Differences === 0 ? 'green' : 'red'}
              data-testid="compare-answer"
            >
              {answer.result.Differences === 0 ? (
                t(`${key}.clean`, words)
              ) : (
                <>
                  {t(`${key}.found`, words)}{' '}
                  <Anchor href="#money-reconciliation" inherit>
                    {t('moneyPages.treasurer.reconciliation.differencesLink')}
                  </Anchor>
                </>
              )}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
