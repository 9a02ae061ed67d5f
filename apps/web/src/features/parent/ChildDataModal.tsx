import '../../i18n/sections/parent';
import '../../i18n/sections/roles';
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ChildData, ParticipantItem } from '@pledgethon/contracts';
import { formatDateTime } from '@pledgethon/core/zones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { useFormatMoney } from '../../ui/use-format-money';
import { downloadChildCsv, saveBlob, useChildData, useCorrectChild, useDeleteChild } from './parent.api';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Everything held about one child, to read, download, correct or delete (decision 089). */
export function ChildDataModal({
  participant,
  opened,
  onClose,
}: {
  participant: ParticipantItem;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const data = useChildData(participant.ParticipantId, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('parent.data.title', { name: participant.FirstName })}
    >
      {data.data ? <ChildDataView data={data.data} /> : <Text size="sm">{t('parent.data.loading')}</Text>}
    </Modal>
  );
}

function ChildDataView({ data }: { data: ChildData }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const child = data.Child;
  const facts: [string, string][] = [
    [t('parent.data.name'), `${child.FirstName} ${child.LastName}`],
    [t('parent.data.thon'), `${data.Thon.Name} (${data.Thon.OrganizationName})`],
    [t('parent.data.team'), child.TeamName ?? '—'],
    [t('parent.data.teacher'), child.TeacherName ?? '—'],
    [t('parent.data.grade'), child.Grade ?? '—'],
    [t('parent.data.shirt'), child.ShirtSize ?? '—'],
    [t('parent.data.goal'), formatMoney(child.GoalCents)],
    [t('parent.data.accessCode'), child.AccessCode],
    [t('parent.data.parentEmail'), child.ParentEmail ?? '—'],
    [t('parent.data.photo'), child.HasPhoto ? t('parent.data.yes') : t('parent.data.no')],
    [t('parent.data.results'), data.Results ? String(data.Results.Units) : '—'],
    [t('parent.data.pledges'), String(data.Pledges.length)],
    [t('parent.data.contacts'), String(data.ShareContacts)],
    [t('parent.data.keptUntil'), formatDateTime(new Date(data.Thon.DataKeptUntil), zone())],
  ];
  return (
    <Stack gap="md">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={600} w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() =>
            saveBlob(
              new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
              `child-data-${child.ParticipantId}.json`,
            )
          }
        >
          {t('parent.data.downloadJson')}
        </Button>
        <Button variant="light" onClick={() => downloadChildCsv(child.ParticipantId)}>
          {t('parent.data.downloadCsv')}
        </Button>
      </Group>
      <Title order={3} fz="md">
        {t('parent.data.consents')}
      </Title>
      {data.Consents.length === 0 && <Text size="sm">{t('parent.data.noConsents')}</Text>}
      {data.Consents.map((consent) => (
        <Text size="sm" key={`${consent.Kind}-${consent.GivenAt}`}>
          {t(`parent.data.consent.${consent.Kind}`)}: {formatDateTime(new Date(consent.GivenAt), zone())}
          {consent.WithdrawnAt
            ? ` — ${t('parent.data.withdrawn', { when: formatDateTime(new Date(consent.WithdrawnAt), zone()) })}`
            : ` — ${t('parent.data.standing')}`}
        </Text>
      ))}
      <Title order={3} fz="md">
        {t('parent.data.views')}
      </Title>
      {data.Views.length === 0 ? (
        <Text size="sm">{t('parent.data.noViews')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('parent.data.when')}</Table.Th>
              <Table.Th>{t('parent.data.who')}</Table.Th>
              <Table.Th>{t('parent.data.what')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.Views.map((view) => (
              <Table.Tr key={`${view.ViewedAt}-${view.ViewerName}-${view.What}`}>
                <Table.Td>{formatDateTime(new Date(view.ViewedAt), zone())}</Table.Td>
                <Table.Td>
                  {view.ViewerName} ({t(`roles.${view.ViewerRole}`, { defaultValue: view.ViewerRole })})
                </Table.Td>
                <Table.Td>{view.What}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <CorrectChildForm data={data} />
      <DeleteChild data={data} />
    </Stack>
  );
}

function CorrectChildForm({ data }: { data: ChildData }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const correct = useCorrectChild();
  const [firstName, setFirstName] = useState(data.Child.FirstName);
  const [lastName, setLastName] = useState(data.Child.LastName);
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        correct.mutate({
          ParticipantId: data.Child.ParticipantId,
          FirstName: firstName,
          LastName: lastName,
          Grade: data.Child.Grade,
          ShirtSize: data.Child.ShirtSize,
        });
      }}
    >
      <Title order={3} fz="md">
        {t('parent.data.correct')}
      </Title>
      <Group grow>
        <TextInput
          label={t('parent.add.firstName')}
          value={firstName}
          onChange={(e) => setFirstName(e.currentTarget.value)}
        />
        <TextInput
          label={t('parent.add.lastName')}
          value={lastName}
          onChange={(e) => setLastName(e.currentTarget.value)}
        />
      </Group>
      <Group>
        <Button type="submit" loading={correct.isPending}>
          {t('parent.data.save')}
        </Button>
        <Text size="sm" role="status" c={correct.isError ? 'red.8' : 'gray.7'}>
          {correct.isError
            ? messageText(correct.error.message)
            : correct.isSuccess
              ? t('parent.consent.saved')
              : ''}
        </Text>
      </Group>
    </Stack>
  );
}

function DeleteChild({ data }: { data: ChildData }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const deletion = useDeleteChild();
  const [confirming, setConfirming] = useState(false);
  if (deletion.isSuccess) return <Alert color="teal">{messageText(deletion.data.Message)}</Alert>;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('parent.data.delete')}
      </Title>
      <Text size="sm">{t('parent.data.deleteExplained')}</Text>
      {confirming ? (
        <Group>
          <Button
            color="red.8"
            loading={deletion.isPending}
            onClick={() => deletion.mutate(data.Child.ParticipantId)}
          >
            {t('parent.data.deleteConfirm', { name: data.Child.FirstName })}
          </Button>
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('parent.data.cancel')}
          </Button>
        </Group>
      ) : (
        <Button color="red.8" variant="light" onClick={() => setConfirming(true)}>
          {t('parent.data.delete')}
        </Button>
      )}
    </Stack>
  );
}
