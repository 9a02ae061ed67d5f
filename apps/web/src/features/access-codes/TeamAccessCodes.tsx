import '../../i18n/sections/staff-pages';
import { Accordion, Button, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AccessCodesByEvent } from '@pledgethon/contracts';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { teamKey } from './access-codes.api';
import { downloadQrPng, QrCodeImage } from './QrCodeImage';

type Team = AccessCodesByEvent['Teams'][number];

function badgesLink(search: string, team: Team): string {
  const params = new URLSearchParams(search);
  params.set('badges', teamKey(team.TeamId));
  return `?${params.toString()}`;
}

type Participant = Team['Participants'][number];

const fullName = (participant: Participant) => `${participant.FirstName} ${participant.LastName}`;

/** A participant's QR code and the button that downloads it as a PNG. */
function ParticipantQr({ participant }: { participant: Participant }) {
  const { t } = useTranslation();
  const name = fullName(participant);
  return (
    <Group gap="sm" wrap="nowrap">
      <QrCodeImage
        text={participant.QrLoginUrl}
        alt={t('staffPages.accessCodes.qrAlt', { name })}
        pixels={56}
      />
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => downloadQrPng(participant.QrLoginUrl, `qr-${participant.AccessCode}.png`)}
        aria-label={`${t('staffPages.accessCodes.download')}: ${name}`}
      >
        {t('staffPages.accessCodes.download')}
      </Button>
    </Group>
  );
}

/** One team, folded: its participants' access codes and QR codes, and the way to its badge sheet. */
export function TeamAccessCodes({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const teamName = team.TeamName ?? t('staffPages.accessCodes.noTeam');

  return (
    <Accordion.Item value={teamKey(team.TeamId)}>
      <Accordion.Control>
        <Group gap="sm">
          <Text fw={700} size="lg" component="span">
            {teamName}
          </Text>
          <Text size="sm" c="gray.7" component="span">
            {t('staffPages.accessCodes.participants', { count: team.Participants.length })}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          <Group>
            <Button
              component={Link}
              to={badgesLink(search, team)}
              variant="light"
              leftSection={<IconPrinter size={18} aria-hidden />}
              aria-label={`${t('staffPages.accessCodes.printBadges')}: ${teamName}`}
            >
              {t('staffPages.accessCodes.printBadges')}
            </Button>
          </Group>
          {/* A table where there is room; on a phone each participant is a card, nothing cut off. */}
          <Table verticalSpacing="xs" striped visibleFrom="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staffPages.accessCodes.name')}</Table.Th>
                <Table.Th>{t('staffPages.accessCodes.code')}</Table.Th>
                <Table.Th>{t('staffPages.accessCodes.qr')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.Participants.map((participant) => (
                <Table.Tr key={participant.ParticipantId}>
                  <Table.Td>{fullName(participant)}</Table.Td>
                  <Table.Td>
                    <Code fw={700}>{participant.AccessCode}</Code>
                  </Table.Td>
                  <Table.Td>
                    <ParticipantQr participant={participant} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {team.Participants.map((participant) => (
              <Paper key={participant.ParticipantId} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={700}>{fullName(participant)}</Text>
                    <Code fw={700} style={{ alignSelf: 'flex-start' }}>
                      {participant.AccessCode}
                    </Code>
                  </Stack>
                  <ParticipantQr participant={participant} />
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
