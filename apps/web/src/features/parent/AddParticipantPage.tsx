import '../../i18n/sections/parent';
import { Alert, Card, List, Progress, Stack, Tabs, Text } from '@mantine/core';
import { MAX_PARTICIPANTS_PER_PARENT } from '@pledgethon/core';
import { IconInfoCircle, IconQrcode, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { AddChildForm } from './AddChildForm';
import { ClaimChildForm } from './ClaimChildForm';
import { ParentPage } from './ParentPage';
import { useMyParticipants } from './parent.api';

/** How many of the participants a parent may manage (spec section 6: up to 9) are in use, and which. */
export function AddParticipantPage() {
  const { t } = useTranslation();
  const participants = useMyParticipants();
  const used = participants.data?.length ?? 0;
  const max = MAX_PARTICIPANTS_PER_PARENT;

  return (
    <ParentPage title={t('parent.addParticipant.title')} intro={t('parent.addParticipant.intro', { max })}>
      {participants.isLoading ? (
        <PageLoader />
      ) : (
        <Card withBorder radius="lg" padding="lg" maw={560}>
          <Stack gap="md">
            <Text fw={700} size="lg">
              {t('parent.addParticipant.used', { used, max })}
            </Text>
            <Progress
              value={(used * 100) / max}
              size="lg"
              radius="xl"
              aria-label={t('parent.addParticipant.used', { used, max })}
            />
            {used > 0 && (
              <List spacing={4}>
                {participants.data?.map((participant) => (
                  <List.Item key={participant.ParticipantId}>
                    {participant.FirstName} {participant.LastName} · {participant.EventName}
                  </List.Item>
                ))}
              </List>
            )}
            {used >= max ? (
              <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                {t('parent.addParticipant.full')}
              </Alert>
            ) : (
              // The access code comes first: a child the school listed must be linked, not entered again.
              <Tabs defaultValue="claim" keepMounted={false}>
                <Tabs.List grow mb="md">
                  <Tabs.Tab value="claim" px="xs" leftSection={<IconQrcode size={16} aria-hidden />}>
                    {t('parent.claim.tab')}
                  </Tabs.Tab>
                  <Tabs.Tab value="add" px="xs" leftSection={<IconUserPlus size={16} aria-hidden />}>
                    {t('parent.add.tab')}
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="claim">
                  <ClaimChildForm />
                </Tabs.Panel>
                <Tabs.Panel value="add">
                  <AddChildForm />
                </Tabs.Panel>
              </Tabs>
            )}
          </Stack>
        </Card>
      )}
    </ParentPage>
  );
}
