import { Alert, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconLogout,
  IconMail,
  IconMessage,
  IconQrcode,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSessionContext } from '../auth/session-context';
import { ContactButton } from '../home/ContactButton';
import { useSiteConfig } from '../site/site-config';
import { ActionCard } from './ActionCard';
import { MyAccessCodeCard } from './MyAccessCodeCard';
import { SessionSummary } from './SessionSummary';
import { SwitchSiteButton } from './SwitchSiteButton';
import { isStaff, mayPrintBadges, mayUseContactForm } from './staff-roles';

/** Where every sign-in lands (spec section 2): who is signed in and what they can do from here. */
export function MyAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSessionContext().data;
  const siteConfig = useSiteConfig().data;
  if (!session) return null;
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
        <SessionSummary session={session} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {session.IsParticipant && <MyAccessCodeCard session={session} />}
          {mayPrintBadges(session) && (
            <ActionCard
              icon={IconQrcode}
              title={t('account.cards.accessCodes.title')}
              action={
                <Button component={Link} to="/account/access-codes" variant="light">
                  {t('account.cards.accessCodes.action')}
                </Button>
              }
            >
              {t('account.cards.accessCodes.body')}
            </ActionCard>
          )}
          {session.IsSuperAdmin && (
            <ActionCard
              icon={IconMail}
              title={t('account.cards.sentMessages.title')}
              action={
                <Button component={Link} to="/admin/messages" variant="light">
                  {t('account.cards.sentMessages.action')}
                </Button>
              }
            >
              {t('account.cards.sentMessages.body')}
            </ActionCard>
          )}
          {mayUseContactForm(session) && (
            <ActionCard
              icon={IconMessage}
              title={t('account.cards.contact.title')}
              action={<ContactButton label={t('account.cards.contact.action')} />}
            >
              {t('account.cards.contact.body')}
            </ActionCard>
          )}
          {isStaff(session) && siteConfig?.AdminSiteUrl && !siteConfig.IsAdminHost && (
            <ActionCard
              icon={IconWorld}
              title={t('account.cards.adminSite.title')}
              action={<SwitchSiteButton />}
            >
              {t('account.cards.adminSite.body')}
            </ActionCard>
          )}
          <ActionCard
            icon={IconLogout}
            title={t('account.cards.signOut.title')}
            action={
              <Button component={Link} to="/home?action=logout" variant="default">
                {t('account.cards.signOut.action')}
              </Button>
            }
          >
            {t('account.cards.signOut.body')}
          </ActionCard>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
