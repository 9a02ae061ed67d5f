import '../../i18n/sections/thon-people';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChildClaims, useDecideChildClaim } from './child-claims.api';
import { useDoneToast } from './use-done-toast';

/**
 * The parents who added a child by a name the Thon already lists, waiting for the staff to say the
 * listed child is theirs. Nothing shows while no one waits.
 */
export function ChildClaimsList({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const done = useDoneToast();
  const claims = useChildClaims(eventId);
  const decide = useDecideChildClaim();
  const rows = claims.data ?? [];
  if (rows.length === 0) return null;

  return (
    <Paper withBorder radius="md" p="md" bg="blue.0" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title id={headingId} order={2} fz={18}>
          {t('thonPeople.claims.heading', { count: rows.length })}
        </Title>
        <Text size="sm">{t('thonPeople.claims.intro')}</Text>
        {rows.map((claim) => {
          const child = `${claim.FirstName} ${claim.LastName}`;
          const parent = `${claim.ParentFirstName} ${claim.ParentLastName}`.trim() || claim.ParentEmail;
          const choose = (Confirm: boolean) =>
            decide.mutate(
              { EventId: eventId, ClaimId: claim.ClaimId, Confirm },
              { onSuccess: (result) => done(result.Message) },
            );
          return (
            <Group key={claim.ClaimId} justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2}>
                <Text fw={700}>
                  {child}
                  {claim.TeamName ? ` · ${claim.TeamName}` : ''}
                </Text>
                <Text size="sm">{t('thonPeople.claims.askedBy', { parent, email: claim.ParentEmail })}</Text>
                <Text size="sm" c="gray.7">
                  {claim.ListedParentEmail
                    ? t('thonPeople.claims.listedEmail', { email: claim.ListedParentEmail })
                    : t('thonPeople.claims.noListedEmail')}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  size="sm"
                  onClick={() => choose(true)}
                  loading={decide.isPending}
                  aria-label={t('thonPeople.claims.confirmFor', { child, parent })}
                >
                  {t('thonPeople.claims.confirm')}
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  onClick={() => choose(false)}
                  disabled={decide.isPending}
                  aria-label={t('thonPeople.claims.declineFor', { child, parent })}
                >
                  {t('thonPeople.claims.decline')}
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
