import '../../i18n/sections/franchisees';
import '../../i18n/sections/roles';
import { Badge, Card, Container, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import type { FranchiseeSummary } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { useSessionContext } from '../auth/session-context';
import { CreateFranchiseeForm } from './CreateFranchiseeForm';
import { FranchiseeInviteForm } from './FranchiseeInviteForm';
import { FranchiseePayoutsCard } from './FranchiseePayoutsCard';
import { useFranchisees } from './franchisees.api';

/**
 * /account/franchisees: super administrators create franchisees and add their people; a franchisee's
 * own users add its users and team leaders, and connect its payouts.
 */
export function FranchiseesPage() {
  const { t } = useTranslation();
  const session = useSessionContext().data;
  const franchisees = useFranchisees();
  const [params] = useSearchParams();
  // Where its commission is paid is the franchise's own business, not the administrator's.
  const payoutsOf = session?.IsFranchiseeUser ? params.get('payouts') : undefined;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('franchisees.title')}</Title>
          <Text c="gray.7">{t('franchisees.intro')}</Text>
        </Stack>
        {session?.IsSuperAdmin && (
          <>
            <CreateFranchiseeForm />
            <Divider />
          </>
        )}
        {franchisees.isLoading ? (
          <PageLoader />
        ) : (franchisees.data ?? []).length === 0 ? (
          <Text>{t('franchisees.none')}</Text>
        ) : (
          (franchisees.data ?? []).map((franchisee) => (
            <FranchiseeCard key={franchisee.FranchiseeId} franchisee={franchisee} payouts={payoutsOf} />
          ))
        )}
      </Stack>
    </Container>
  );
}

function FranchiseeCard({
  franchisee,
  payouts,
}: {
  franchisee: FranchiseeSummary;
  /** For the franchise's own users: how they came back from its onboarding, if they did. */
  payouts: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="article" aria-label={franchisee.Name}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={24}>
            {franchisee.Name}
          </Title>
          <Group gap="lg">
            <Text>{t('franchisees.card.commission', { rate: franchisee.CommissionRatePercent })}</Text>
            {franchisee.Territory && (
              <Text>{t('franchisees.card.territory', { territory: franchisee.Territory })}</Text>
            )}
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text fw={600}>{t('franchisees.card.people')}</Text>
          {franchisee.People.length === 0 ? (
            <Text c="gray.7">{t('franchisees.card.noPeople')}</Text>
          ) : (
            <List spacing={4}>
              {franchisee.People.map((person) => (
                <List.Item key={`${person.UserId}-${person.Role}`}>
                  {person.FirstName} {person.LastName} ({person.Email}), {t(`roles.${person.Role}`)}
                  {!person.Joined && (
                    <Badge ml="xs" variant="light" color="gray">
                      {t('franchisees.card.invited')}
                    </Badge>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        {payouts !== undefined && (
          <FranchiseePayoutsCard franchiseeId={franchisee.FranchiseeId} back={payouts} />
        )}
        <Divider />
        <FranchiseeInviteForm franchisee={franchisee} />
      </Stack>
    </Card>
  );
}
