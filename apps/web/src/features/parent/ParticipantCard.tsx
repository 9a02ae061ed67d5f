import '../../i18n/sections/parent';
import { Button, Card, Code, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ParticipantItem } from '@pledgethon/contracts';
import { MINIMUM_GOAL_CENTS, messages, parseMoneyToCents } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';
import { InlineEdit } from '../../ui/InlineEdit';
import { percentOfGoal, progressFill, useFormatMoney } from '../../ui/use-format-money';
import { ShareButton } from '../sharing/ShareButton';
import { ChildDataModal } from './ChildDataModal';
import { ChildLinkButton } from './ChildLinkButton';
import { ChildPublicChoices } from './ChildPublicChoices';
import { ChildQr } from './ChildQr';
import { parentPledgeEntryPath, useUpdateChild } from './parent.api';

/**
 * One child a parent manages: name, Thon, team, goal, raised and the access code they sign in with.
 * The Thon's public page is offered to copy and share, not to open: the redirect rules keep a parent
 * who is not a participant on the parent pages, so a link there would only bounce back.
 */
export function ParticipantCard({ participant }: { participant: ParticipantItem }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const update = useUpdateChild();
  const [opened, { open, close }] = useDisclosure(false);
  const percent = percentOfGoal(participant.RaisedCents, participant.GoalCents);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="xl">
          {participant.FirstName} {participant.LastName}
        </Title>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={6} component="dl" m={0}>
          <Text component="dt" size="sm" c="gray.7">
            {t('parent.card.thon')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {participant.EventName}
          </Text>
          <Text component="dt" size="sm" c="gray.7">
            {t('parent.card.team')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {participant.TeamName ?? t('parent.card.noTeam')}
          </Text>
          <Text component="dt" size="sm" c="gray.7">
            {t('parent.card.accessCode')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            <Code fw={700}>{participant.AccessCode}</Code>
          </Text>
        </SimpleGrid>
        <ChildQr participantId={participant.ParticipantId} name={participant.FirstName} />
        <Group justify="space-between">
          <Text size="sm">
            {t('parent.card.raised')}: <strong>{formatMoney(participant.RaisedCents)}</strong>
          </Text>
          <InlineEdit
            label={t('parent.card.goal')}
            value={(participant.GoalCents / 100).toFixed(2)}
            display={
              <Text size="sm">
                {t('parent.card.goal')}: <strong>{formatMoney(participant.GoalCents)}</strong>
              </Text>
            }
            beforeSave={(text) => {
              const cents = parseMoneyToCents(text);
              return cents === null || cents < MINIMUM_GOAL_CENTS ? messages.minimumGoal : undefined;
            }}
            save={(text) =>
              update.mutateAsync({
                ParticipantId: participant.ParticipantId,
                GoalCents: parseMoneyToCents(text) ?? 0,
              })
            }
          />
        </Group>
        <Progress
          value={progressFill(percent)}
          color="teal"
          size="lg"
          radius="xl"
          aria-label={`${t('parent.card.raised')} ${percent}%`}
        />
        <ShareButton
          target={{
            participantId: participant.ParticipantId,
            name: `${participant.FirstName} ${participant.LastName}`,
            eventCode: participant.EventCode,
          }}
        />
        <ChildPublicChoices participant={participant} />
        <Button variant="subtle" size="compact-sm" onClick={open} style={{ alignSelf: 'flex-start' }}>
          {t('parent.data.open', { name: participant.FirstName })}
        </Button>
        <ChildDataModal participant={participant} opened={opened} onClose={close} />
        <Group gap="xs">
          <ChildLinkButton
            eventCode={participant.EventCode}
            participantId={participant.ParticipantId}
            name={participant.FirstName}
          />
          {/* A plain link: the pledge form is a page of its own (decision 102). */}
          <Button
            component="a"
            variant="default"
            href={parentPledgeEntryPath(participant.EventCode, participant.ParticipantId)}
          >
            {t('parent.card.enterPledge')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
