import '../../i18n/sections/contact';
import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionContext } from '../auth/session-context';
import { ContactForm } from './ContactForm';

/**
 * The admin contact form (spec sections 2 and 6) in a modal. Its content mounts on opening, so each
 * opening starts with an empty form and a new captcha.
 */
export function ContactFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSessionContext();
  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.title')} size="lg" centered>
      {/* Who is signed in decides the captcha and the filled-in sender, so the form waits for it. */}
      {session.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('contact.loading')} />
        </Center>
      ) : (
        <ContactForm session={session.data ?? null} onSent={onClose} onCancel={onClose} />
      )}
    </Modal>
  );
}
