import { ActionIcon, Button, Group } from '@mantine/core';
import { IconLogin, IconLogout, IconUserCircle, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInEmailButton } from '../../features/account/SignInEmailButton';
import { homePathOf } from '../../features/auth/access-rules';
import { useSessionContext } from '../../features/auth/session-context';

/** A header link: icon and words on wider screens, the icon alone (named for screen readers) on a phone. */
function HeaderLink({
  to,
  label,
  icon: Icon,
  variant,
}: {
  to: string;
  label: string;
  icon: TablerIcon;
  variant: 'subtle' | 'default';
}) {
  return (
    <>
      <Button
        component={Link}
        to={to}
        variant={variant}
        leftSection={<Icon size={18} aria-hidden />}
        visibleFrom="sm"
      >
        {label}
      </Button>
      {/* No tooltip: on a touch screen it would stay up after the tap (and cost the popover code). */}
      <ActionIcon component={Link} to={to} variant={variant} size="lg" aria-label={label} hiddenFrom="sm">
        <Icon size={20} aria-hidden />
      </ActionIcon>
    </>
  );
}

/** The header's way to sign in, or for a signed-in user the way to their pages and out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSessionContext().data;
  if (session === undefined) return null;
  if (session === null) {
    return <HeaderLink to="/home#sign-in" label={t('nav.signIn')} icon={IconLogin} variant="subtle" />;
  }
  const home = homePathOf(session);
  const homeLabel = session.IsVendor
    ? t('nav.shop')
    : home === '/parent/dashboard'
      ? t('nav.parentDashboard')
      : t('nav.myAccount');
  return (
    <Group gap="xs" wrap="nowrap" component="nav" aria-label={t('nav.label')}>
      <HeaderLink to={home} label={homeLabel} icon={IconUserCircle} variant="subtle" />
      {/* A child signed in by access code has no account address to change. */}
      {session.UserId && session.Email && <SignInEmailButton currentEmail={session.Email} />}
      <HeaderLink to="/home?action=logout" label={t('nav.signOut')} icon={IconLogout} variant="default" />
    </Group>
  );
}
