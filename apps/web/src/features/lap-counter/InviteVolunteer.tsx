import '../../i18n/sections/lap-counter';
import { Button, CopyButton, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../ui/FormProblem';
import { useCreateInvite } from './counter.api';

/** Today as the phone's calendar has it, the day a volunteer usually counts. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Staff make a one-time counting link (and its QR code) for a volunteer, for one day. */
export function InviteVolunteer({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [label, setLabel] = useState('');
  const [day, setDay] = useState(localToday);
  const create = useCreateInvite();
  return (
    <>
      <Button variant="default" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={open}>
        {t('lapCounter.invite.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('lapCounter.invite.title')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ EventId: eventId, Day: day, Label: label.trim() });
          }}
        >
          <Stack>
            <Text c="gray.7">{t('lapCounter.invite.help')}</Text>
            <TextInput
              label={t('lapCounter.invite.label')}
              value={label}
              onChange={(e) => setLabel(e.currentTarget.value)}
              required
              maxLength={60}
            />
            <TextInput
              label={t('lapCounter.invite.day')}
              type="date"
              value={day}
              onChange={(e) => setDay(e.currentTarget.value)}
              required
            />
            <FormProblem>{create.error?.message}</FormProblem>
            <Button type="submit" loading={create.isPending}>
              {t('lapCounter.invite.create')}
            </Button>
            {create.data && (
              <Stack align="center" gap="xs">
                <Image src={create.data.QrPngDataUrl} alt={t('lapCounter.invite.qrAlt')} w={240} h={240} />
                <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="counter-invite-link">
                  {create.data.Link}
                </Text>
                <CopyButton value={create.data.Link}>
                  {({ copied, copy }) => (
                    <Button variant="default" onClick={copy}>
                      {copied ? t('lapCounter.invite.copied') : t('lapCounter.invite.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Stack>
            )}
          </Stack>
        </form>
      </Modal>
    </>
  );
}
