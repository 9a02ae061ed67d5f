import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text fw={800} fz={72} c="indigo.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="gray.7" size="lg">
          {t('notFound.body')}
        </Text>
        <Button component={Link} to="/home" leftSection={<IconHome size={18} aria-hidden />} mt="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
