import '../../i18n/sections/thon-people';
import { Button, Checkbox, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ThonParticipant, ThonPeopleOverview } from '@pledgethon/contracts';
import { TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ChildClaimsList } from './ChildClaimsList';
import { DuplicatePairsList } from './DuplicatePairsList';
import { ParticipantFormModal } from './ParticipantFormModal';
import { fullName, ParticipantRow } from './ParticipantRow';
import { ThonPeopleShell } from './ThonPeopleShell';
import {
  useCompleteParticipant,
  useMoveParticipants,
  useRemoveParticipant,
  useThonParticipants,
} from './thon-people.api';

const PAGE_SIZE = 25;

/** /thon/{eventCode}/participants: the participants the caller reaches, to find, add, edit, remove and move. */
export function ThonParticipantsPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('thonPeople.participants.title')} listsParticipants>
      {(thon) => <ParticipantTable thon={thon} />}
    </ThonPeopleShell>
  );
}

function ParticipantTable({ thon }: { thon: ThonPeopleOverview }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [editing, setEditing] = useState<ThonParticipant | null | undefined>(undefined);
  const list = useThonParticipants(thon.EventId, {
    search: debouncedSearch,
    teamId,
    page,
    pageSize: PAGE_SIZE,
  });
  const remove = useRemoveParticipant();
  const move = useMoveParticipants();
  const items = list.data?.Items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.Total ?? 0) / PAGE_SIZE));
  const mayMove = thon.Reach !== 'team';
  const done = (message: string) =>
    notifications.show({ color: 'teal', message: messageText(message), autoClose: TOAST_TIMEOUT_MS });

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = items.length > 0 && items.every((item) => selected.has(item.ParticipantId));

  const [removing, setRemoving] = useState<ThonParticipant | null>(null);
  const [completing, setCompleting] = useState<ThonParticipant | null>(null);
  const complete = useCompleteParticipant();
  const completeConfirmed = (participant: ThonParticipant) =>
    complete.mutate(
      { EventId: thon.EventId, ParticipantId: participant.ParticipantId },
      { onSuccess: (result) => done(result.Message) },
    );
  const removeConfirmed = (participant: ThonParticipant) =>
    remove.mutate(participant.ParticipantId, {
      onSuccess: (result) => {
        toggle(participant.ParticipantId, false);
        done(result.Message);
      },
    });

  const removingName = removing ? fullName(removing) : '';
  const completingName = completing ? fullName(completing) : '';
  return (
    <Stack gap="md">
      {thon.Reach !== 'class' && <ChildClaimsList eventId={thon.EventId} />}
      {thon.Reach === 'all' && <DuplicatePairsList eventId={thon.EventId} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('thonPeople.participants.removeTitle', { name: removingName })}
        body={t('thonPeople.participants.removeBody', { name: removingName })}
        confirmLabel={t('thonPeople.participants.confirmRemove')}
        cancelLabel={t('thonPeople.participants.cancel')}
        destructive
        onConfirm={() => removing && removeConfirmed(removing)}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        opened={completing !== null}
        title={t('thonPeople.participants.completeTitle', { name: completingName })}
        body={t('thonPeople.participants.completeBody')}
        confirmLabel={t('thonPeople.participants.confirmComplete')}
        cancelLabel={t('thonPeople.participants.cancel')}
        onConfirm={() => completing && completeConfirmed(completing)}
        onClose={() => setCompleting(null)}
      />
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <TextInput
            label={t('thonPeople.participants.search')}
            placeholder={t('thonPeople.participants.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            maxLength={60}
          />
          {thon.Teams.length > 1 && (
            <Select
              label={t('thonPeople.participants.team')}
              data={[
                { value: '', label: t('thonPeople.participants.allTeams') },
                ...thon.Teams.map((team) => ({ value: team.TeamId, label: team.Name })),
              ]}
              value={teamId ?? ''}
              onChange={(value) => {
                setTeamId(value || null);
                setPage(1);
              }}
              allowDeselect={false}
            />
          )}
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t('thonPeople.participants.add')}
        </Button>
      </Group>

      {/* No count before the first answer: "0 participants" would be untrue while the list loads. */}
      <Text c="gray.7" aria-live="polite">
        {list.data ? t('thonPeople.participants.count', { count: list.data.Total }) : ' '}
      </Text>

      {mayMove && selected.size > 0 && (
        <Group align="flex-end">
          <Select
            label={t('thonPeople.participants.moveTo')}
            data={[
              { value: '', label: t('thonPeople.participants.noTeam') },
              ...thon.Teams.map((team) => ({ value: team.TeamId, label: team.Name })),
            ]}
            value={moveTo ?? ''}
            onChange={(value) => setMoveTo(value ?? '')}
            allowDeselect={false}
          />
          <Button
            variant="light"
            loading={move.isPending}
            onClick={() =>
              move.mutate(
                { EventId: thon.EventId, ParticipantIds: [...selected], TeamId: moveTo || null },
                {
                  onSuccess: (result) => {
                    setSelected(new Set());
                    done(result.Message);
                  },
                },
              )
            }
          >
            {t('thonPeople.participants.move')}
          </Button>
        </Group>
      )}

      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {mayMove && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('thonPeople.participants.selectPage')}
                    checked={allOnPage}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      for (const item of items) toggle(item.ParticipantId, on);
                    }}
                  />
                </Table.Th>
              )}
              <Table.Th>{t('thonPeople.participants.columns.name')}</Table.Th>
              <Table.Th>{t('thonPeople.participants.columns.raised')}</Table.Th>
              <Table.Th>{t('thonPeople.participants.columns.goal')}</Table.Th>
              <Table.Th>{t('thonPeople.participants.columns.grade')}</Table.Th>
              <Table.Th>{t('thonPeople.participants.columns.team')}</Table.Th>
              <Table.Th>{t('thonPeople.participants.columns.teacher')}</Table.Th>
              <Table.Th>{t('thonPeople.participants.columns.accessCode')}</Table.Th>
              <Table.Th>{t('thonPeople.participants.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((participant) => (
              <ParticipantRow
                key={participant.ParticipantId}
                participant={participant}
                selectable={mayMove}
                selected={selected.has(participant.ParticipantId)}
                onSelect={(on) => toggle(participant.ParticipantId, on)}
                mayComplete={thon.ManagesPeople}
                onEdit={() => setEditing(participant)}
                onComplete={() => setCompleting(participant)}
                onRemove={() => setRemoving(participant)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && items.length === 0 && <Text c="gray.7">{t('thonPeople.participants.empty')}</Text>}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          aria-label={t('thonPeople.participants.pages')}
          getControlProps={(control) => ({
            'aria-label': t(
              control === 'next'
                ? 'thonPeople.participants.nextPage'
                : 'thonPeople.participants.previousPage',
            ),
          })}
        />
      )}
      {editing !== undefined && (
        <ParticipantFormModal
          thon={thon}
          participant={editing}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
