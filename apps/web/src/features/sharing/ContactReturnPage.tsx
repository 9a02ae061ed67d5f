import '../../i18n/sections/sharing';
import { Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_RETURN_MESSAGE, type ContactReturn } from './contact-popup';

/**
 * Where the address book's sign-in sends the pop-up back: it hands the code and state to the page
 * that opened it (our own origin only) and closes. It holds and shows nothing of the answer itself.
 */
export function ContactReturnPage() {
  const { t } = useTranslation();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const state = params.get('state');
    if (window.opener && code && state) {
      const message: ContactReturn = { type: CONTACT_RETURN_MESSAGE, code, state };
      (window.opener as Window).postMessage(message, window.location.origin);
    }
    window.close();
  }, []);
  return (
    <Container size="xs" py="xl">
      <Title order={1}>{t('sharing.returnPage.title')}</Title>
      <Text mt="md">{t('sharing.returnPage.done')}</Text>
    </Container>
  );
}
