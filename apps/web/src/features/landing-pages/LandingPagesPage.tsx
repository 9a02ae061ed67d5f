import '../../i18n/sections/landing-pages';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LandingPage, ThonPeopleOverview } from '@pledgethon/contracts';
import { TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showErrorToast } from '../../ui/error-toast';
import { PageLoader } from '../../ui/PageLoader';
import { ThonPeopleShell } from '../thon-people/ThonPeopleShell';
import { LandingPageModal } from './LandingPageModal';
import { useDeleteLandingPage, useLandingPages } from './landing-pages.api';

/** /thon/{eventCode}/landing-pages: the Thon's public pages, added and edited in the landing-page popup. */
export function LandingPagesPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('landingPages.title')}>
      {(thon) => <LandingPageList thon={thon} />}
    </ThonPeopleShell>
  );
}

function LandingPageList({ thon }: { thon: ThonPeopleOverview }) {
  const { t } = useTranslation();
  const pages = useLandingPages();
  const remove = useDeleteLandingPage();
  // The page in the popup: null adds one; undefined keeps the popup closed.
  const [editing, setEditing] = useState<LandingPage | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<LandingPage | null>(null);
  const done = (message: string) =>
    notifications.show({ color: 'teal', message, autoClose: TOAST_TIMEOUT_MS });
  if (pages.error) throw pages.error;
  if (!pages.data) return <PageLoader />;
  const mine = pages.data.LandingPages.filter((page) => page.EventId === thon.EventId);
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="gray.7">{t('landingPages.intro')}</Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
          {t('landingPages.add')}
        </Button>
      </Group>
      {mine.length === 0 && <Text>{t('landingPages.none')}</Text>}
      {mine.map((page) => (
        <Paper key={page.Id} withBorder p="md" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={700} component="h2" fz="lg" m={0}>
                  {page.Title}
                </Text>
                <Badge color={page.IsActive ? 'teal' : 'gray'} variant="light">
                  {page.IsActive ? t('landingPages.shown') : t('landingPages.hidden')}
                </Badge>
              </Group>
              <Anchor href={`/${page.Url}`} target="_blank" size="sm">
                {page.PageLink} <IconExternalLink size={14} aria-label={t('landingPages.view')} />
              </Anchor>
            </Stack>
            <Group gap="xs">
              <Button
                variant="light"
                onClick={() => setEditing(page)}
                aria-label={`${t('landingPages.edit')}: ${page.Title}`}
              >
                {t('landingPages.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                onClick={() => setDeleting(page)}
                aria-label={`${t('landingPages.delete')}: ${page.Title}`}
              >
                {t('landingPages.delete')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <LandingPageModal
        key={editing?.Id ?? 'new'}
        opened={editing !== undefined}
        page={editing ?? null}
        thon={thon}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          done(t('landingPages.saved'));
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('landingPages.deleteTitle')}
        body={t('landingPages.deleteBody', { url: deleting ? `/${deleting.Url}` : '' })}
        confirmLabel={t('landingPages.deleteConfirm')}
        cancelLabel={t('landingPages.cancel')}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.Id, {
            onSuccess: () => done(t('landingPages.deleted')),
            onError: showErrorToast,
          })
        }
      />
    </Stack>
  );
}
