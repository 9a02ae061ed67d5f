import '../../i18n/sections/dashboard';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionCard } from '../account/ActionCard';
import { useMyThons } from './dashboard.api';

/** The Thons the user runs (organises, teaches in, leads a team of), each with its dashboard. */
export function MyThonsCard() {
  const { t } = useTranslation();
  const thons = useMyThons(true);
  const items = thons.data ?? [];
  return (
    <ActionCard icon={IconChartBar} title={t('dashboard.myThons.title')} action={null}>
      {thons.isLoading ? (
        <Skeleton h={48} component="span" display="block" />
      ) : items.length === 0 ? (
        t('dashboard.myThons.none')
      ) : (
        <Stack gap="xs" component="span">
          <Text component="span" size="sm">
            {t('dashboard.myThons.body')}
          </Text>
          {items.map((thon) => (
            <Group key={thon.EventId} component="span" justify="space-between" wrap="nowrap" gap="xs">
              <Text component="span" size="sm" fw={600} c="dark" miw={0}>
                {thon.Name} ({thon.EventCode})
              </Text>
              <Button
                component={Link}
                to={`/thon/${encodeURIComponent(thon.EventCode)}/dashboard`}
                size="compact-sm"
                variant="light"
                // A long Thon name wraps; the button keeps its whole label.
                style={{ flexShrink: 0 }}
                aria-label={`${t('dashboard.myThons.open')}: ${thon.Name}`}
              >
                {t('dashboard.myThons.open')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </ActionCard>
  );
}
