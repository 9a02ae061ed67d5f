import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SessionContext } from '@pledgethon/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const flagNames = [
  'IsSuperAdmin',
  'IsFranchiseeUser',
  'IsFranchiseeTeamLeader',
  'IsOrganizerEvent',
  'IsTeacher',
  'IsTeamLeader',
  'IsVendor',
  'IsParent',
  'IsParticipant',
  'IsTestUser',
  'ForceAccessCode',
] as const satisfies readonly (keyof SessionContext)[];

/** The session context in plain words: role, what the account may do, and where it signed in from. */
export function SessionSummary({ session }: { session: SessionContext }) {
  const { t } = useTranslation();
  const otherRoles = session.Roles.filter((role) => role !== session.Role);
  const flags = flagNames.filter((flag) => session[flag]);
  const unknown = t('account.details.unknown');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('account.flags.heading')}
          </Title>
          <Group gap="xs">
            <Badge size="lg" variant="filled">
              {t('account.role', { role: t(`roles.${session.Role}`) })}
            </Badge>
            {otherRoles.length > 0 && (
              <Text size="sm" c="gray.7">
                {t('account.otherRoles', { roles: otherRoles.map((role) => t(`roles.${role}`)).join(', ') })}
              </Text>
            )}
          </Group>
          <List
            spacing={4}
            size="sm"
            icon={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />}
          >
            {flags.map((flag) => (
              <List.Item key={flag}>{t(`account.flags.${flag}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('account.details.heading')}
          </Title>
          <SimpleGrid cols={2} spacing={6} verticalSpacing={6} component="dl" m={0}>
            <Text component="dt" size="sm" c="gray.7">
              {t('account.details.email')}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {session.Email ?? unknown}
            </Text>
            <Text component="dt" size="sm" c="gray.7">
              {t('account.details.location')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {session.Location ?? unknown}
            </Text>
            <Text component="dt" size="sm" c="gray.7">
              {t('account.details.ip')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {session.Ip ?? unknown}
            </Text>
            <Text component="dt" size="sm" c="gray.7">
              {t('account.details.site')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {session.ApplicationRole === 'admin'
                ? t('account.details.siteAdmin')
                : t('account.details.sitePublic')}
            </Text>
          </SimpleGrid>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
