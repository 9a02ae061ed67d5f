import '../../i18n/sections/home';
import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const howItWorksId = 'how-it-works';

const steps = ['create', 'share', 'collect'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" id={howItWorksId} py={72} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <Title id="how-it-works-title" order={2} ta="center" mb={40}>
          {t('home.steps.heading')}
        </Title>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 3 }}
          spacing="xl"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map((step, index) => (
            <Stack component="li" key={step} gap="xs">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="xl" color="indigo" aria-hidden>
                  <Text fw={800}>{index + 1}</Text>
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {t(`home.steps.${step}.title`)}
                </Title>
              </Group>
              <Text c="gray.7" lh={1.6}>
                {t(`home.steps.${step}.body`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
