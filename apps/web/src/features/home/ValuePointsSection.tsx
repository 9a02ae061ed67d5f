import '../../i18n/sections/home';
import { Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPigMoney, IconRun, IconShieldLock, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './HomePage.module.css';

type ValuePoint = 'keepMore' | 'lapsCounted' | 'dataProtected';

const valuePoints: { key: ValuePoint; icon: TablerIcon; color: string }[] = [
  { key: 'keepMore', icon: IconPigMoney, color: 'teal' },
  { key: 'lapsCounted', icon: IconRun, color: 'orange' },
  { key: 'dataProtected', icon: IconShieldLock, color: 'indigo' },
];

export function ValuePointsSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.valuesBand} py={72} aria-labelledby="values-title">
      <Container size="lg">
        <Title id="values-title" order={2} ta="center" mb={40}>
          {t('home.values.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {valuePoints.map(({ key, icon: Icon, color }) => (
            <Card key={key} withBorder radius="lg" padding="xl" shadow="sm">
              <ThemeIcon size={52} radius="md" variant="light" color={color} mb="md">
                <Icon size={28} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mb="xs">
                {t(`home.values.${key}.title`)}
              </Title>
              <Text c="gray.7" lh={1.6}>
                {t(`home.values.${key}.body`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
