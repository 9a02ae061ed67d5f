import '../../i18n/sections/parent';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pledgethon/core/zones';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { useChildPledges } from './parent.api';

/** Every pledge the parent's children received, newest first, with its state, expected and charged amounts. */
export function ChildPledgeList() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const pledges = useChildPledges();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const items = pledges.data ?? [];
  return (
    <Card withBorder radius="md" padding="md" maw={720} component="section" aria-labelledby="child-pledges">
      <Stack gap="sm">
        <Title id="child-pledges" order={2} fz="lg">
          {t('parent.pledges.title')}
        </Title>
        {pledges.isLoading ? (
          <PageLoader />
        ) : items.length === 0 ? (
          <Text c="gray.7">{t('parent.pledges.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((pledge) => (
              <Group key={pledge.PledgeId} component="li" justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text size="sm">
                    {t(pledge.Kind === 'flat' ? 'parent.pledges.flat' : 'parent.pledges.perUnit', {
                      donor: pledge.DonorName,
                      participant: pledge.ParticipantFirstName,
                      amount: formatMoney(pledge.AmountCents),
                      pledged: formatMoney(pledge.PledgedCents),
                    })}
                  </Text>
                  <Group gap="xs">
                    <Badge variant="light" size="sm">
                      {t(`parent.pledges.state.${pledge.ChargeState ?? pledge.Status}`)}
                    </Badge>
                    <Text size="xs" c="gray.7">
                      {t('parent.pledges.money', {
                        expected: formatMoney(pledge.ExpectedCents),
                        charged: formatMoney(pledge.ChargedCents),
                      })}
                    </Text>
                  </Group>
                </Stack>
                <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(new Date(pledge.CreatedAt), zone)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
