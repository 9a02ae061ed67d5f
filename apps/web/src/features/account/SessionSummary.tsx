import '../../i18n/sections/account';
import '../../i18n/sections/roles';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SessionContext } from '@pledgethon/contracts';
import { IconCheck } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../ui/EmailAddress';

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
  const details: [label: string, value: ReactNode][] = [
    [
      t('account.details.email'),
      session.Email ? <EmailAddress key="email" address={session.Email} /> : unknown,
    ],
    [t('account.details.location'), session.Location ?? unknown],
    [t('account.details.ip'), session.Ip ?? unknown],
    [
      t('account.details.site'),
      session.ApplicationRole === 'admin' ? t('account.details.siteAdmin') : t('account.details.sitePublic'),
    ],
  ];

  return (
    <Stack gap="lg">
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
            {details.map(([label, value]) => (
              <Fragment key={label}>
                <Text component="dt" size="sm" c="gray.7">
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'break-word' }}>
                  {value}
                </Text>
              </Fragment>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
    </Stack>
  );
}
