import '../../i18n/sections/thon-people';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ThonPeopleOverview, ThonTeam } from '@pledgethon/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { useCreateTeam, useRenameTeam } from './people.api';
import { useDoneToast } from './use-done-toast';

/** The Thon's teams with their leaders; a new team by name, and each renamed in place. */
export function TeamsList({ thon }: { thon: ThonPeopleOverview }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const done = useDoneToast();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        {t('thonPeople.teams.teamsHeading')}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { EventId: thon.EventId, Name: name },
            {
              onSuccess: (result) => {
                setName('');
                setError(null);
                done(result.Message);
              },
              onError: (failure) =>
                failure instanceof AppError && failure.status < 500
                  ? setError(failure.fieldErrors.Name ?? failure.message)
                  : showErrorToast(failure),
            },
          );
        }}
      >
        <Group align="flex-start">
          <TextInput
            label={t('thonPeople.teams.newTeam')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error ? messageText(error) : undefined}
            maxLength={60}
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            {t('thonPeople.teams.create')}
          </Button>
        </Group>
      </form>
      <Stack gap="xs">
        {thon.Teams.map((team) => (
          <TeamRow key={team.TeamId} team={team} />
        ))}
      </Stack>
    </Stack>
  );
}

function TeamRow({ team }: { team: ThonTeam }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const done = useDoneToast();
  const rename = useRenameTeam();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(team.Name);
  const [error, setError] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" padding="sm">
      {editing ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate(
              { TeamId: team.TeamId, Name: name },
              {
                onSuccess: (result) => {
                  setEditing(false);
                  setError(null);
                  done(result.Message);
                },
                onError: (failure) =>
                  failure instanceof AppError && failure.status < 500
                    ? setError(failure.fieldErrors.Name ?? failure.message)
                    : showErrorToast(failure),
              },
            );
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
        >
          <Group align="flex-start">
            <TextInput
              label={t('thonPeople.teams.renameLabel')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error ? messageText(error) : undefined}
              maxLength={60}
              data-autofocus
            />
            <Button type="submit" mt={25} loading={rename.isPending}>
              {t('thonPeople.teams.save')}
            </Button>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700}>{team.Name}</Text>
            <Text size="sm" c="gray.7">
              {team.LeaderName
                ? `${t('thonPeople.teams.leader')}: ${team.LeaderName} (${team.LeaderEmail ?? ''})`
                : team.InvitedLeaderEmail
                  ? t('thonPeople.teams.leaderInvited', { email: team.InvitedLeaderEmail })
                  : t('thonPeople.teams.noLeader')}
              {' · '}
              {t('thonPeople.teams.participants', { count: team.ParticipantCount })}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-label={t('thonPeople.teams.rename', { name: team.Name })}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={16} aria-hidden />
          </Button>
        </Group>
      )}
    </Card>
  );
}
