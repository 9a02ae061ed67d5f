import '../../i18n/sections/sharing';
import { Alert, Button, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MAX_EMAIL_RECIPIENTS, MAX_SMS_RECIPIENTS, messages, participantPageUrl } from '@pledgethon/core';
import { IconBrandFacebook, IconMail, IconMessage, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactPicker } from './ContactPicker';
import { ShareCounter } from './ShareCounter';
import { EmailShareForm, TextShareForm } from './ShareForms';
import { useShare } from './sharing.api';

export type ShareTarget = { participantId: string; name: string; eventCode: string };

const withNew = (current: string[], added: string[], max: number) =>
  [...new Set([...current, ...added])].slice(0, max);

/** Posting to Facebook counts once the sharing window opens; a blocked window or a failed count says so. */
function SocialShare({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const share = useShare(target.participantId);
  const [outcome, setOutcome] = useState<'posted' | 'failed' | null>(null);
  const post = () => {
    const page = participantPageUrl(window.location.origin, target.eventCode, target.participantId);
    const opened = window.open(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
      'pledgethon-social',
      'popup,width=600,height=500',
    );
    if (!opened) return setOutcome('failed');
    share.mutate(
      { kind: 'social' },
      { onSuccess: () => setOutcome('posted'), onError: () => setOutcome('failed') },
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('sharing.social.intro')}</Text>
      <Button
        leftSection={<IconBrandFacebook size={16} aria-hidden />}
        onClick={post}
        loading={share.isPending}
      >
        {t('sharing.social.post')}
      </Button>
      {outcome === 'posted' && (
        <Alert color="teal" role="status">
          {t('sharing.social.posted')}
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert color="red" role="alert">
          {messages.socialPostFailed}
        </Alert>
      )}
    </Stack>
  );
}

/** Sharing a participant's page by e-mail, text or a social post, with the counter moving as it goes. */
export function ShareDialog({
  target,
  opened,
  onClose,
}: {
  target: ShareTarget;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [tab, setTab] = useState<string | null>('email');
  const [emails, setEmails] = useState<string[]>([]);
  const [numbers, setNumbers] = useState<string[]>([]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sharing.title', { name: target.name })}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="md">
        <ShareCounter participantId={target.participantId} />
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
              {t('sharing.tabs.email')}
            </Tabs.Tab>
            <Tabs.Tab value="text" leftSection={<IconMessage size={16} aria-hidden />}>
              {t('sharing.tabs.text')}
            </Tabs.Tab>
            <Tabs.Tab value="social" leftSection={<IconShare size={16} aria-hidden />}>
              {t('sharing.tabs.social')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email" pt="md">
            <EmailShareForm participantId={target.participantId} values={emails} onChange={setEmails} />
          </Tabs.Panel>
          <Tabs.Panel value="text" pt="md">
            <TextShareForm participantId={target.participantId} values={numbers} onChange={setNumbers} />
          </Tabs.Panel>
          <Tabs.Panel value="social" pt="md">
            <SocialShare target={target} />
          </Tabs.Panel>
        </Tabs>
        {tab !== 'social' && (
          <ContactPicker
            onAddEmails={(added) => {
              setEmails((current) => withNew(current, added, MAX_EMAIL_RECIPIENTS));
              setTab('email');
            }}
            onAddNumbers={(added) => {
              setNumbers((current) => withNew(current, added, MAX_SMS_RECIPIENTS));
              setTab('text');
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}
