import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One thing the user can do from their account page: what it is, and the button that does it. */
export function ActionCard({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            <Icon size={22} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="gray.7" style={{ flex: 1 }}>
          {children}
        </Text>
        <div>{action}</div>
      </Stack>
    </Card>
  );
}
