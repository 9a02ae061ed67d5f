import '../../i18n/sections/thon-people';
import { Badge, Button, Checkbox, Group, Table } from '@mantine/core';
import type { ThonParticipant } from '@pledgethon/contracts';
import { IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';
import { RowShareButton } from '../sharing/RowShareButton';
import { useEventCodeParam } from './ThonPeopleShell';

export const fullName = (participant: ThonParticipant) => `${participant.FirstName} ${participant.LastName}`;

/**
 * One participant in the table: a box to select them for a move (for those who may move people),
 * their details, and the buttons to edit, share their page, mark completed (for those who manage the
 * whole Thon) and remove.
 */
export function ParticipantRow({
  participant,
  selectable,
  selected,
  onSelect,
  mayComplete,
  onEdit,
  onComplete,
  onRemove,
}: {
  participant: ThonParticipant;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  mayComplete: boolean;
  onEdit: () => void;
  onComplete: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const name = fullName(participant);
  const eventCode = useEventCodeParam();
  return (
    <Table.Tr>
      {selectable && (
        <Table.Td>
          <Checkbox
            aria-label={t('thonPeople.participants.select', { name })}
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
        </Table.Td>
      )}
      <Table.Td fw={600}>
        {name}{' '}
        {participant.CompletedAt && (
          <Badge color="teal" variant="light" ml="xs">
            {t('thonPeople.participants.completed')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{formatMoney(participant.RaisedCents)}</Table.Td>
      <Table.Td>{formatMoney(participant.GoalCents)}</Table.Td>
      <Table.Td>{participant.Grade ?? '–'}</Table.Td>
      <Table.Td>{participant.TeamName ?? '–'}</Table.Td>
      <Table.Td>{participant.TeacherName ?? '–'}</Table.Td>
      <Table.Td ff="monospace">{participant.AccessCode}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('thonPeople.participants.edit', { name })}
            onClick={onEdit}
          >
            <IconPencil size={16} aria-hidden />
          </Button>
          <RowShareButton target={{ participantId: participant.ParticipantId, name, eventCode }} />
          {mayComplete && !participant.CompletedAt && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="teal"
              aria-label={t('thonPeople.participants.complete', { name })}
              onClick={onComplete}
            >
              <IconFlag size={16} aria-hidden />
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t('thonPeople.participants.remove', { name })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
