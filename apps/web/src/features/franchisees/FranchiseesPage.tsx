import '../../i18n/sections/franchisees';
import '../../i18n/sections/roles';
import { Badge, Card, Container, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import type { FranchiseeSummary } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { useSessionContext } from '../auth/session-context';
import { CreateFranchiseeForm } from './CreateFranchiseeForm';
import { FranchiseeInviteForm } from './FranchiseeInviteForm';
import { useFranchisees } from './franchisees.api';

/**
 * /account/franchisees: super administrators create franchisees and add their people; a franchisee's
 * own users add its users and team leaders.
 */
export function FranchiseesPage() {
  const { t } = useTranslation();
  const session = useSessionContext().data;
  const franchisees = useFranchisees();
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
            <FranchiseeCard key={franchisee.FranchiseeId} franchisee={franchisee} />
          ))
        )}
      </Stack>
    </Container>
  );
}

function FranchiseeCard({ franchisee }: { franchisee: FranchiseeSummary }) {
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
        <Divider />
        <FranchiseeInviteForm franchisee={franchisee} />
      </Stack>
    </Card>
  );
}
