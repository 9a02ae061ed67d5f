import '../../i18n/sections/public-event';
import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { percentOfGoal, progressFill, useFormatMoney } from '../../ui/use-format-money';

/** The goal thermometer: raised (pledged, decision 041) against a goal. */
export function GoalProgress({
  raisedCents,
  goalCents,
  goalLabel,
}: {
  raisedCents: number;
  goalCents: number;
  goalLabel?: string;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const percent = percentOfGoal(raisedCents, goalCents);
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="md">
        {/* On a phone the goal moves under the amount raised; each label stays above its own amount. */}
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={0}>
            <Text size="sm" c="gray.7">
              {t('publicEvent.raised')}
            </Text>
            <Text fz={32} fw={800} c="teal.9">
              {formatMoney(raisedCents)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="gray.7">
              {goalLabel ?? t('publicEvent.goal')}
            </Text>
            <Text fz="xl" fw={700}>
              {formatMoney(goalCents)}
            </Text>
          </Stack>
        </Group>
        <Progress
          value={progressFill(percent)}
          size="xl"
          radius="xl"
          color="teal"
          aria-label={t('publicEvent.progress', { percent })}
        />
        <Text size="sm">{t('publicEvent.progress', { percent })}</Text>
      </Stack>
    </Card>
  );
}
