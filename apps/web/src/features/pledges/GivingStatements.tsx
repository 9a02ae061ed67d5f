import '../../i18n/sections/pledges';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { pathOf, pledgesGivingStatementRoute } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A year's giving statement for each year the donor's address gave in (decision 137): a plain link to
 * the PDF, so it downloads with or without the page's script.
 */
export function GivingStatements({ token, years }: { token: string; years: number[] }) {
  const { t } = useTranslation();
  if (years.length === 0) return null;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('pledges.statement.title')}
        </Title>
        <Text size="sm">{t('pledges.statement.intro')}</Text>
        <Group gap="xs">
          {years.map((year) => (
            <Button
              key={year}
              component="a"
              variant="light"
              href={pathOf(pledgesGivingStatementRoute, { token }, { Year: String(year) })}
              download={`giving-statement-${year}.pdf`}
            >
              {t('pledges.statement.year', { year })}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
