import '../../i18n/sections/pledges';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { PledgeAnswer, PledgeForm } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';

/** The suggested amounts of section 9, one button each; the one picked is pressed. */
export function Suggested({
  values,
  current,
  onPick,
}: {
  values: number[];
  current: number | null;
  onPick: (cents: number) => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('pledges.form.suggested')}
      </Text>
      <Group gap="xs">
        {values.map((cents) => (
          <Button
            key={cents}
            variant={current === cents ? 'filled' : 'default'}
            aria-pressed={current === cents}
            onClick={() => onPick(cents)}
          >
            {formatMoney(cents)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

export function Thanks({
  form,
  answer,
  email,
  name,
}: {
  form: PledgeForm;
  answer: PledgeAnswer;
  email: string;
  name: string;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="xl" role="status">
        <Stack gap="sm">
          <Title order={1}>{t('pledges.form.thanks', { name })}</Title>
          <Text fw={600}>{answer.Message}</Text>
          <Text>
            {answer.ChargedCents === null
              ? t('pledges.form.thanksPerUnit', { email })
              : t('pledges.form.thanksFlat', { amount: formatMoney(answer.ChargedCents), email })}
          </Text>
          <Button component="a" href={`/event/${encodeURIComponent(form.EventCode)}`} variant="light">
            {form.EventName}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
