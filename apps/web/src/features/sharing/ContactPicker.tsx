import '../../i18n/sections/sharing';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Contact, ContactProvider } from '@pledgethon/contracts';
import { formatUsMobile, messages } from '@pledgethon/core';
import { IconAddressBook, IconBrandGoogle, IconBrandYahoo, IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../api/app-error';
import { importFromProvider, PopupBlockedError } from './contact-popup';
import { importContactFile, useContactProviders } from './sharing.api';

const providerIcon = { google: IconBrandGoogle, yahoo: IconBrandYahoo } as const;

/**
 * Contacts from Google, Yahoo or a vCard/CSV file (at most 700), in a pick list whose chosen people
 * are added to the e-mail or text share.
 */
export function ContactPicker({
  onAddEmails,
  onAddNumbers,
}: {
  onAddEmails: (emails: string[]) => void;
  onAddNumbers: (numbers: string[]) => void;
}) {
  const { t } = useTranslation();
  const providers = useContactProviders().data?.Providers ?? [];
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async (read: () => Promise<Contact[] | null>) => {
    setProblem(null);
    setBusy(true);
    try {
      const found = await read();
      if (found) {
        setContacts(found);
        setPicked([]);
      }
    } catch (error) {
      if (error instanceof PopupBlockedError) setProblem(t('sharing.contacts.popupBlocked'));
      else setProblem(error instanceof AppError ? error.message : messages.unexpectedError);
    } finally {
      setBusy(false);
    }
  };

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return contacts
      .map((contact, index) => ({ contact, key: String(index) }))
      .filter(({ contact }) =>
        `${contact.Name} ${contact.Email ?? ''} ${contact.MobileNumber ?? ''}`.toLowerCase().includes(needle),
      );
  }, [contacts, search]);
  const chosen = picked.flatMap((key) => contacts[Number(key)] ?? []);

  return (
    <Stack gap="sm" component="section" aria-labelledby="share-contacts-title">
      <Title order={3} fz="md" id="share-contacts-title">
        {t('sharing.contacts.title')}
      </Title>
      <Group gap="xs">
        {providers.map((provider: ContactProvider) => {
          const Icon = providerIcon[provider];
          return (
            <Button
              key={provider}
              variant="default"
              leftSection={<Icon size={16} aria-hidden />}
              disabled={busy}
              onClick={() => load(() => importFromProvider(provider))}
            >
              {t(`sharing.contacts.${provider}`)}
            </Button>
          );
        })}
        <FileButton
          accept=".vcf,.vcard,.csv,text/vcard,text/csv"
          onChange={(file) => file && load(() => importContactFile(file))}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={busy}
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              {t('sharing.contacts.file')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {contacts.length > 0 && (
        <Stack gap="xs">
          <Group justify="space-between" align="end">
            <TextInput
              label={t('sharing.contacts.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              leftSection={<IconAddressBook size={16} aria-hidden />}
            />
            <Text size="sm">{t('sharing.contacts.found', { count: contacts.length })}</Text>
          </Group>
          <Checkbox.Group label={t('sharing.contacts.pick')} value={picked} onChange={setPicked}>
            <ScrollArea.Autosize mah={220} type="auto" mt="xs">
              <Stack gap={6}>
                {shown.length === 0 && <Text size="sm">{t('sharing.contacts.none')}</Text>}
                {shown.map(({ contact, key }) => (
                  <Checkbox
                    key={key}
                    value={key}
                    label={contact.Name}
                    description={[contact.Email, contact.MobileNumber && formatUsMobile(contact.MobileNumber)]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
          <Group gap="xs">
            <Button variant="subtle" onClick={() => setPicked(shown.map(({ key }) => key))}>
              {t('sharing.contacts.selectAll')}
            </Button>
            <Button
              variant="light"
              disabled={!chosen.some((contact) => contact.Email)}
              onClick={() => onAddEmails(chosen.flatMap((contact) => contact.Email ?? []))}
            >
              {t('sharing.contacts.addToEmail')}
            </Button>
            <Button
              variant="light"
              disabled={!chosen.some((contact) => contact.MobileNumber)}
              onClick={() =>
                onAddNumbers(
                  chosen.flatMap((contact) =>
                    contact.MobileNumber ? formatUsMobile(contact.MobileNumber) : [],
                  ),
                )
              }
            >
              {t('sharing.contacts.addToText')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
