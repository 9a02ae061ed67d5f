import '../../i18n/sections/sharing';
import { Progress, Stack, Text } from '@mantine/core';
import { messages, SHARE_TARGET } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';
import { useShareCounter } from './sharing.api';

/** How many people the participant's page has reached, against the target of 20 (spec section 4). */
export function ShareCounter({ participantId }: { participantId: string }) {
  const { t } = useTranslation();
  const counter = useShareCounter(participantId).data;
  const shares = counter?.Shares ?? 0;
  const text = !counter
    ? ''
    : counter.IsEmpty
      ? messages.shareCounterEmpty
      : counter.IsComplete
        ? t('sharing.counter.complete', { shares })
        : t('sharing.counter.progress', { shares, target: SHARE_TARGET });
  return (
    <Stack gap={4}>
      <Progress
        value={Math.min(100, (shares / SHARE_TARGET) * 100)}
        color={counter?.IsComplete ? 'teal' : 'blue'}
        size="md"
        radius="xl"
        aria-label={t('sharing.counter.label')}
      />
      <Text size="sm" role="status" aria-live="polite" data-testid="share-counter">
        {text}
      </Text>
    </Stack>
  );
}
