import '../../i18n/sections/legal';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_RETENTION_DAYS, MINIMUM_RETENTION_DAYS } from '@pledgethon/core';
import { Trans, useTranslation } from 'react-i18next';
import { useSiteConfig } from '../site/site-config';

type Section = { heading: string; body: string };

/** The numbers the privacy notice states, from the same constants the retention job reads. */
const privacyFacts = {
  defaultDays: DEFAULT_RETENTION_DAYS,
  minimumDays: MINIMUM_RETENTION_DAYS,
};

/** The privacy notice or the terms of use: a title, a plain introduction, then one heading per topic. */
export function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const supportEmail = useSiteConfig().data?.SupportEmail;
  const sections: Record<string, Section> = t(`legal.${document}.sections`, {
    returnObjects: true,
    ...privacyFacts,
  });
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg" component="article">
        <Stack gap={4}>
          <Title order={1}>{t(`legal.${document}.title`)}</Title>
          <Text size="sm" c="gray.7">
            {t('legal.updated')}
          </Text>
        </Stack>
        <Text size="lg">{t(`legal.${document}.intro`)}</Text>
        {Object.entries(sections).map(([key, section]) => (
          <Stack gap="xs" key={key} component="section">
            <Title order={2} fz="xl">
              {section.heading}
            </Title>
            <Text>{section.body}</Text>
          </Stack>
        ))}
        {supportEmail && (
          <Text>
            <Trans
              i18nKey="legal.contact"
              values={{ email: supportEmail }}
              components={{ mail: <Anchor href={`mailto:${supportEmail}`} /> }}
            />
          </Text>
        )}
      </Stack>
    </Container>
  );
}
