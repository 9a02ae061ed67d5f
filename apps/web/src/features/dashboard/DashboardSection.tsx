import { Card, type MantineSpacing, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the dashboard: a section landmark named by its heading. */
export function DashboardSection({
  id,
  title,
  gap = 'md',
  children,
}: {
  id: string;
  title: string;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title id={id} order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
