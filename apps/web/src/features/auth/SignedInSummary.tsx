import '../../i18n/sections/sign-in';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { SessionContext } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePathOf } from './access-rules';

/** What the sign-in card shows to someone already signed in: who, and the two ways on. */
export function SignedInSummary({ session }: { session: SessionContext }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>{t('signIn.signedIn.as', { name: `${session.FirstName} ${session.LastName}`.trim() })}</Text>
      <Group>
        <Button component={Link} to={homePathOf(session)}>
          {t('signIn.signedIn.account')}
        </Button>
        <Button component={Link} to="/home?action=logout" variant="default">
          {t('signIn.signedIn.signOut')}
        </Button>
      </Group>
    </Stack>
  );
}
