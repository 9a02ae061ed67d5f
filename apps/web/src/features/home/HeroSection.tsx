import '../../i18n/sections/home';
import { Box, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './HomePage.module.css';
import { howItWorksId } from './HowItWorksSection';
import { TrackIllustration } from './TrackIllustration';

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.hero} py={{ base: 48, md: 88 }} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text className={classes.eyebrow} fw={700} size="sm">
              {t('home.hero.eyebrow')}
            </Text>
            <Title id="hero-title" order={2} fz={{ base: 36, md: 52 }} lh={1.1}>
              {t('home.hero.title')}
            </Title>
            <Text className={classes.lead} size="lg" lh={1.6}>
              {t('home.hero.lead')}
            </Text>
            <div>
              <Button
                component="a"
                href={`#${howItWorksId}`}
                size="md"
                variant="white"
                color="indigo.9"
                rightSection={<IconArrowDown size={18} aria-hidden />}
              >
                {t('home.hero.howItWorksLink')}
              </Button>
            </div>
          </Stack>
          <TrackIllustration className={classes.illustration} />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
