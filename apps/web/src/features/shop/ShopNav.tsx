import '../../i18n/sections/shop-admin';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionContext } from '../auth/session-context';

const BUYER_ROLES = ['organizer', 'franchisee_user', 'franchisee_team_leader'] as const;

/** The shop's own pages the signed-in user may use, the current one marked. */
export function ShopNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSessionContext().data;
  if (!session) return null;
  const isBuyer =
    session.IsSuperAdmin || session.Roles.some((role) => (BUYER_ROLES as readonly string[]).includes(role));
  const links = [
    { to: '/shop', label: t('shopAdmin.nav.catalogue'), shown: true },
    { to: '/shop/cartbuilder', label: t('shopAdmin.nav.cartBuilder'), shown: isBuyer },
    { to: '/shop/manage', label: t('shopAdmin.nav.manage'), shown: session.IsVendor },
    { to: '/shop/orders', label: t('shopAdmin.nav.orders'), shown: true },
  ].filter((link) => link.shown);
  return (
    <Group component="nav" aria-label={t('shopAdmin.nav.label')} gap="xs">
      {links.map((link) => {
        const current = pathname.toLowerCase() === link.to;
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            size="compact-md"
            variant={current ? 'filled' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
