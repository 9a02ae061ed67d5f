import '../../i18n/sections/thon-people';
import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { OpenInvitation } from '@pledgethon/contracts';
import { formatDate } from '@pledgethon/core/zones';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useCancelInvitation, useOpenInvitations } from './people.api';
import { useDoneToast } from './use-done-toast';

/** Whom the Thon invited and still waits for, each invitation cancellable until it is accepted. */
export function OpenInvitationsList({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const done = useDoneToast();
  const invitations = useOpenInvitations(eventId);
  const cancel = useCancelInvitation();
  const [cancelling, setCancelling] = useState<OpenInvitation | null>(null);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const day = (instant: string) => formatDate(new Date(instant), zone);
  if (invitations.error) throw invitations.error;
  const rows = invitations.data ?? [];

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={2} fz={24}>
        {t('thonPeople.teams.invitedHeading')}
      </Title>
      {invitations.data && rows.length === 0 ? (
        <Text c="gray.7">{t('thonPeople.teams.noInvited')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" data-testid="open-invitations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('thonPeople.teams.email')}</Table.Th>
                <Table.Th>{t('thonPeople.teams.invitedRole')}</Table.Th>
                <Table.Th>{t('thonPeople.teams.invitedBy')}</Table.Th>
                <Table.Th>{t('thonPeople.teams.invitedOn')}</Table.Th>
                <Table.Th>{t('thonPeople.teams.validUntil')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('thonPeople.teams.cancelInvitation')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((invitation) => (
                <Table.Tr key={invitation.InvitationId}>
                  <Table.Td>
                    <Text fw={600}>{`${invitation.FirstName} ${invitation.LastName}`.trim()}</Text>
                    <Text size="sm" c="gray.7">
                      {invitation.Email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {invitation.Role === 'team_leader'
                      ? t('thonPeople.teams.leaderOf', { team: invitation.TeamName ?? '' })
                      : t(`thonPeople.teams.roles.${invitation.Role}`)}
                  </Table.Td>
                  <Table.Td>{invitation.InvitedBy}</Table.Td>
                  <Table.Td>{day(invitation.InvitedAt)}</Table.Td>
                  <Table.Td>{day(invitation.ExpiresAt)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="light"
                      color="red"
                      size="xs"
                      aria-label={t('thonPeople.teams.cancelInvitationLabel', { email: invitation.Email })}
                      onClick={() => setCancelling(invitation)}
                    >
                      {t('thonPeople.teams.cancelInvitation')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('thonPeople.teams.cancelTitle', { email: cancelling?.Email ?? '' })}
        body={t('thonPeople.teams.cancelBody', { email: cancelling?.Email ?? '' })}
        confirmLabel={t('thonPeople.teams.cancelInvitation')}
        cancelLabel={t('thonPeople.teams.keepInvitation')}
        destructive
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.InvitationId, { onSuccess: (result) => done(result.Message) });
        }}
      />
    </Stack>
  );
}
