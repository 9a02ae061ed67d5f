import { Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { HOME_APP_PARAMS } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignInCard } from '../auth/SignInCard';
import { EventCodeForm } from '../event/EventCodeForm';
import { ContactButton, useMayContact } from './ContactButton';
import classes from './HomePage.module.css';
import { useVideoEmbedUrl, VideoButton } from './VideoButton';

/** The first thing on the home page: sign in, or find a Thon by its event code. */
export function SignInSection() {
  const { t } = useTranslation();
  const mayContact = useMayContact();
  const hasVideo = useVideoEmbedUrl() !== null;
  // The home page the server draws opens these dialogs here, in the app (decision 101).
  const [params] = useSearchParams();
  return (
    <Box
      component="section"
      className={classes.signInBand}
      py={{ base: 32, md: 48 }}
      aria-labelledby="home-title"
    >
      <Container size="lg">
        <Title id="home-title" order={1} fz={{ base: 26, md: 32 }} mb="lg" c="indigo.9">
          {t('pageTitles.home')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <SignInCard />
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="xl">
              <Stack gap="sm">
                <Title order={2} fz="xl">
                  {t('homeTools.eventCode.title')}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('homeTools.eventCode.intro')}
                </Text>
                <EventCodeForm />
              </Stack>
            </Card>
            {(mayContact || hasVideo) && (
              <Card withBorder radius="lg" padding="xl">
                <Stack gap="sm">
                  {mayContact && (
                    <Text size="sm" c="gray.7">
                      {t('homeTools.contact.intro')}
                    </Text>
                  )}
                  <Group>
                    <VideoButton openAtStart={params.has(HOME_APP_PARAMS.video)} />
                    <ContactButton openAtStart={params.has(HOME_APP_PARAMS.contact)} />
                  </Group>
                </Stack>
              </Card>
            )}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
