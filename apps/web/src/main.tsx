import './mantine-styles';
import './i18n';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './query-client';
import { router } from './routes';
import { appTheme, cssVariablesResolver } from './theme';
import toastClasses from './ui/layout/Toasts.module.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

function App() {
  const { t } = useTranslation();
  const closeLabel = t('nav.close');
  const showPasswordLabel = t('nav.showPassword');
  const theme = useMemo(() => appTheme({ closeLabel, showPasswordLabel }), [closeLabel, showPasswordLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" classNames={{ root: toastClasses.container }} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
