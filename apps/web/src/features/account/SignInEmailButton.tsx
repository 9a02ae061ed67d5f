import { ActionIcon, Button, Modal } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';

// Loaded when opened: most visits never change their address.
const SignInEmailForm = lazy(async () => ({ default: (await import('./SignInEmailForm')).SignInEmailForm }));

/**
 * The header's way to change the account's sign-in address, there for every role: a vendor or a parent
 * sees only their own pages, but owns their address like anyone else.
 */
export function SignInEmailButton({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const label = t('nav.signInEmail');
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconMail size={18} aria-hidden />}
        visibleFrom="sm"
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        hiddenFrom="sm"
        onClick={() => setOpened(true)}
      >
        <IconMail size={20} aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={label}
        closeButtonProps={{ 'aria-label': t('nav.close') }}
      >
        <Suspense fallback={<PageLoader />}>
          {opened && <SignInEmailForm currentEmail={currentEmail} onSent={() => setOpened(false)} />}
        </Suspense>
      </Modal>
    </>
  );
}
