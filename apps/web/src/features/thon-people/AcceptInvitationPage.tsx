import '../../i18n/sections/thon-people';
import '../../i18n/sections/roles';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import type { Invitation } from '@pledgethon/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { PageLoader } from '../../ui/PageLoader';
import { OneTimeLinkCard } from '../auth/one-time-link';
import { NewAccountInvitationForm } from './NewAccountInvitationForm';
import { acceptInvitation, useInvitation } from './people.api';
import { useDoneToast } from './use-done-toast';

/**
 * The page an invitation e-mail links to: /home/AcceptInvitation?token=... Someone new chooses a
 * password here; someone with an account accepts signed in as that account, and nothing reaches the
 * account until they do.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const loadProblem = invitation.error instanceof AppError ? invitation.error.message : null;
  const problem = token ? (linkProblem ?? loadProblem) : t('thonPeople.accept.missingToken');
  return (
    <OneTimeLinkCard title={t('thonPeople.accept.title')} problem={problem && messageText(problem)}>
      {!invitation.data ? (
        <PageLoader />
      ) : invitation.data.HasAccount ? (
        <ExistingAccountAcceptance
          token={token}
          invitation={invitation.data}
          onLinkProblem={setLinkProblem}
        />
      ) : (
        <Stack gap="md">
          <Offer invitation={invitation.data} />
          <NewAccountInvitationForm token={token} onLinkProblem={setLinkProblem} />
        </Stack>
      )}
    </OneTimeLinkCard>
  );
}

function Offer({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  return (
    <Text>
      {t('thonPeople.accept.offer', {
        role: t(`roles.${invitation.Role}`).toLowerCase(),
        place: invitation.Place,
      })}
    </Text>
  );
}

function ExistingAccountAcceptance({
  token,
  invitation,
  onLinkProblem,
}: {
  token: string;
  invitation: Invitation;
  onLinkProblem: (problem: string) => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const done = useDoneToast();
  const [confirmed, setConfirmed] = useState(false);
  const accept = useMutation({
    mutationFn: () => acceptInvitation({ Token: token, ConfirmShopOnly: confirmed }),
    meta: { showsOwnErrors: true },
    onSuccess: (result) => {
      done(result.Message);
      navigate('/home/MyAccount', { replace: true });
    },
    onError: (error) => {
      if (error instanceof AppError && error.status === 400) onLinkProblem(error.message);
      else showErrorToast(error);
    },
  });
  const back = `/home/AcceptInvitation?token=${encodeURIComponent(token)}`;
  if (!invitation.SignedInAsInvitee) {
    return (
      <Stack gap="md">
        <Offer invitation={invitation} />
        <Text>{t('thonPeople.accept.signInAs', { email: invitation.Email })}</Text>
        <Button component={Link} to={`/home?action=logout&redirect=${encodeURIComponent(back)}`} fullWidth>
          {t('thonPeople.accept.signIn')}
        </Button>
      </Stack>
    );
  }
  const shopError =
    invitation.ConfinesToShop && accept.error instanceof AppError && accept.error.status === 422;
  return (
    <Stack gap="md">
      <Offer invitation={invitation} />
      <Text size="sm" c="gray.7">
        {t('thonPeople.accept.existingIntro')}
      </Text>
      {invitation.ConfinesToShop && (
        <Checkbox
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
          label={t('thonPeople.accept.confirmShopOnly')}
          error={shopError ? messageText(accept.error?.message) : undefined}
        />
      )}
      <Button onClick={() => accept.mutate()} loading={accept.isPending} fullWidth>
        {t('thonPeople.accept.acceptRole')}
      </Button>
    </Stack>
  );
}
