import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" className={className} py="lg">
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7">
            {t('footer.tagline')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
