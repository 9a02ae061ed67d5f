import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AppFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" className={className} py="lg">
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7">
            {t('footer.tagline')}
          </Text>
          <Group gap="md" component="nav" aria-label={t('footer.label')}>
            <Anchor component={Link} to="/privacy" size="sm" c="gray.8">
              {t('footer.privacy')}
            </Anchor>
            <Anchor component={Link} to="/terms" size="sm" c="gray.8">
              {t('footer.terms')}
            </Anchor>
            <Text size="sm" c="gray.7">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
