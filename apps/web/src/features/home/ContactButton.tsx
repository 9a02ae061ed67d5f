import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayUseContactForm } from '../account/staff-roles';
import { useSessionContext } from '../auth/session-context';
import { ContactFormModal } from '../contact/ContactFormModal';

/**
 * The admin contact form (spec section 6): for admin and franchisee users, and for visitors who are
 * not signed in, who answer a captcha instead.
 */
export function useMayContact(): boolean {
  const session = useSessionContext().data;
  return !session || mayUseContactForm(session);
}

/** Opens the admin contact form; shows nothing to those who may not use it. */
export function ContactButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  if (!useMayContact()) return null;

  return (
    <>
      <Button variant="light" leftSection={<IconMessage size={18} aria-hidden />} onClick={open}>
        {label ?? t('homeTools.contact.open')}
      </Button>
      <ContactFormModal opened={opened} onClose={close} />
    </>
  );
}
