import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The test provider's mark on what it shows, so nobody takes a test card or a test bank for real. */
export function TestModeAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFlask size={18} aria-hidden />}
      title={title}
      // The light yellow's own title colour is too pale to read on it.
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {children}
    </Alert>
  );
}
