import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import '../i18n';
import { createQueryClient } from '../query-client';
import { appTheme, cssVariablesResolver } from '../theme';

// Mantine reads the colour scheme and breakpoints through matchMedia, which a DOM without layout lacks.
vi.stubGlobal(
  'matchMedia',
  (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
);

// Toasts live in a store outside React, so a test's toasts would outlive its unmounted tree.
afterEach(() => {
  cleanup();
  act(() => notifications.clean());
});

/** Renders a component inside the providers the app gives every screen (main.tsx), at `path`. */
export function renderUi(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <MantineProvider
      theme={appTheme({ closeLabel: 'Close', showPasswordLabel: 'Show password' })}
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={createQueryClient()}>
        <Notifications />
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
