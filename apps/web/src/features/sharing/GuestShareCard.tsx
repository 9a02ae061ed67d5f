import '../../i18n/sections/sharing';
import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestEmailShareForm, GuestTextShareForm } from './ShareForms';

/**
 * A donor passes the participant they sponsored on to friends, from their pledge's link: the words
 * are the guest share texts, the link is what lets them send (decision 097).
 */
export function GuestShareCard({ token, participantName }: { token: string; participantName: string }) {
  const { t } = useTranslation();
  const [emails, setEmails] = useState<string[]>([]);
  const [numbers, setNumbers] = useState<string[]>([]);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="guest-share-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="guest-share-title">
          {t('sharing.guest.title', { name: participantName })}
        </Title>
        <Text size="sm">{t('sharing.guest.intro', { name: participantName })}</Text>
        <Tabs defaultValue="email">
          <Tabs.List>
            <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
              {t('sharing.tabs.email')}
            </Tabs.Tab>
            <Tabs.Tab value="text" leftSection={<IconMessage size={16} aria-hidden />}>
              {t('sharing.tabs.text')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email" pt="md">
            <GuestEmailShareForm token={token} values={emails} onChange={setEmails} />
          </Tabs.Panel>
          <Tabs.Panel value="text" pt="md">
            <GuestTextShareForm token={token} values={numbers} onChange={setNumbers} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
