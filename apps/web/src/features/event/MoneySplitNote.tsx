import '../../i18n/sections/public-event';
import { Card, Group, Text, Title } from '@mantine/core';
import type { MoneySplit } from '@pledgethon/contracts';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What share of a gift reaches the organisation, said plainly on every donor page (decision 056). */
export function MoneySplitNote({
  split,
  organization,
  fundsGoTo,
}: {
  split: MoneySplit;
  organization: string;
  fundsGoTo: string | null;
}) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => value.toLocaleString(i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US');
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap="xs" mb={6} wrap="nowrap">
        <IconHeartHandshake size={20} aria-hidden />
        <Title order={2} fz="lg">
          {t('publicEvent.split.title')}
        </Title>
      </Group>
      {fundsGoTo && (
        <Text mb={4}>
          {t('publicEvent.fundsGoTo')}: <strong>{fundsGoTo}</strong>
        </Text>
      )}
      <Text size="sm" data-testid="money-split">
        {split.CommissionPercent > 0
          ? t('publicEvent.split.share', {
              share: percent(split.OrganizationSharePercent),
              commission: percent(split.CommissionPercent),
              organization,
              franchisee: split.FranchiseeName ?? '',
            })
          : t('publicEvent.split.whole', { organization })}
      </Text>
    </Card>
  );
}
