import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayUseContactForm } from '../account/staff-roles';
import { useSessionContext } from '../auth/session-context';

// The form, its captcha and its select load on the first opening, not with the home page.
const ContactFormModal = lazy(async () => ({
  default: (await import('../contact/ContactFormModal')).ContactFormModal,
}));

/**
 * The admin contact form (spec section 6): for admin and franchisee users, and for visitors who are
 * not signed in, who answer a captcha instead.
 */
export function useMayContact(): boolean {
  const session = useSessionContext().data;
  return !session || mayUseContactForm(session);
}

/** Opens the admin contact form; shows nothing to those who may not use it. */
export function ContactButton({ label, openAtStart = false }: { label?: string; openAtStart?: boolean }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(openAtStart);
  // Mounted from the first opening on, so that closing still plays the modal's transition.
  const [wanted, setWanted] = useState(openAtStart);
  if (!useMayContact()) return null;

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMessage size={18} aria-hidden />}
        onClick={() => {
          setWanted(true);
          open();
        }}
      >
        {label ?? t('homeTools.contact.open')}
      </Button>
      {wanted && (
        <Suspense>
          <ContactFormModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
