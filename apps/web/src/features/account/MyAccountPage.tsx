import '../../i18n/sections/account';
import { Alert, Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { useSessionContext } from '../auth/session-context';
import { MyThonsCard } from '../dashboard/MyThonsCard';
import { useSiteConfig } from '../site/site-config';
import { ActionCard } from './ActionCard';
import { accountCards } from './account-cards';
import { MyAccessCodeCard } from './MyAccessCodeCard';
import { MyShareCard } from './MyShareCard';
import { SessionSummary } from './SessionSummary';
import { isStaff } from './staff-roles';

/** Where every sign-in lands (spec section 2): who is signed in and what they can do from here. */
export function MyAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSessionContext().data;
  const siteConfig = useSiteConfig().data;
  if (!session) return <PageLoader />;
  const action = params.get('action');
  const landing = action === 'LoginPage' || action === 'AccessCode' ? action : null;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('account.title')}</Title>
          <Text size="lg">{t('account.greeting', { name: session.FirstName || session.LastName })}</Text>
          {landing && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              role="status"
            >
              {t(`account.landing.${landing}`)}
            </Alert>
          )}
        </Stack>
        {/* The role's tasks come first; who is signed in, from where, is reference and sits aside. */}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md" component="section" aria-labelledby="account-tasks">
              <Title id="account-tasks" order={2} fz="xl">
                {t('account.tasks')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {session.IsParticipant && <MyAccessCodeCard session={session} />}
                {session.IsParticipant && <MyShareCard session={session} />}
                {isStaff(session) && <MyThonsCard />}
                {accountCards
                  .filter((card) => card.shows(session, siteConfig))
                  .map(({ key, icon, action }) => (
                    <ActionCard
                      key={key}
                      icon={icon}
                      title={t(`account.cards.${key}.title`)}
                      action={action(t(`account.cards.${key}.action`))}
                    >
                      {t(`account.cards.${key}.body`)}
                    </ActionCard>
                  ))}
              </SimpleGrid>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} component="aside" aria-label={t('account.aside')}>
            <SessionSummary session={session} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
