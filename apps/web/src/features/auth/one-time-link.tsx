import { Alert, Card, Container, Stack, Title } from '@mantine/core';
import { messages, passwordSchema } from '@pledgethon/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { z } from 'zod';

/** A new password typed twice: spread into a form's schema, then refine it with `passwordsMatch`. */
export const newPasswordFields = { Password: passwordSchema, Confirm: z.string() };

/** The refinement that the second entry of a new password matches the first. */
export const passwordsMatch: [
  check: (form: { Password: string; Confirm: string }) => boolean,
  issue: { path: string[]; message: string },
] = [(form) => form.Password === form.Confirm, { path: ['Confirm'], message: messages.passwordsDoNotMatch }];

/**
 * The frame of a page an e-mailed one-time link opens (a password reset, an invitation): its title,
 * then either why the link cannot be used or the form.
 */
export function OneTimeLinkCard({
  title,
  problem,
  children,
}: {
  title: string;
  problem: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="xs" py={64}>
      <Card withBorder shadow="md" radius="lg" padding="xl">
        <Stack gap="md">
          <Title order={1} fz={28}>
            {title}
          </Title>
          {problem ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {problem}
            </Alert>
          ) : (
            children
          )}
        </Stack>
      </Card>
    </Container>
  );
}
