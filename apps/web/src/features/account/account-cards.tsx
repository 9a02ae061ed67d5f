import '../../i18n/sections/account';
import { Button } from '@mantine/core';
import type { SessionContext, SiteConfig } from '@pledgethon/contracts';
import type { accountEn } from '@pledgethon/texts';
import {
  IconCalendar,
  IconLogout,
  IconMail,
  IconMessage,
  IconQrcode,
  IconRun,
  IconUsersGroup,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactButton } from '../home/ContactButton';
import { SwitchSiteButton } from './SwitchSiteButton';
import {
  isStaff,
  mayManageFranchisees,
  mayPrintBadges,
  mayRunThons,
  mayUseContactForm,
  mayUseFranchiseeCalendar,
} from './staff-roles';

/**
 * The cards of the account page, in order: who sees each one and what its button does. Title, body
 * and button label are the texts `account.cards.<key>.title|body|action`.
 */
export interface AccountCard {
  key: Exclude<keyof (typeof accountEn)['cards'], 'myCode'>;
  icon: TablerIcon;
  shows: (session: SessionContext, site: SiteConfig | undefined) => boolean;
  action: (label: string) => ReactNode;
}

function linkTo(to: string, variant: 'light' | 'default' = 'light') {
  return (label: string) => (
    <Button component={Link} to={to} variant={variant}>
      {label}
    </Button>
  );
}

export const accountCards: AccountCard[] = [
  {
    key: 'createThon',
    icon: IconRun,
    shows: mayRunThons,
    action: linkTo('/thon/new'),
  },
  {
    key: 'accessCodes',
    icon: IconQrcode,
    shows: mayPrintBadges,
    action: linkTo('/account/access-codes'),
  },
  {
    key: 'franchisees',
    icon: IconUsersGroup,
    shows: mayManageFranchisees,
    action: linkTo('/account/franchisees'),
  },
  {
    key: 'franchiseeCalendar',
    icon: IconCalendar,
    shows: mayUseFranchiseeCalendar,
    action: linkTo('/shop/franchiseecalendar'),
  },
  {
    key: 'sentMessages',
    icon: IconMail,
    shows: (session) => session.IsSuperAdmin,
    action: linkTo('/admin/messages'),
  },
  {
    key: 'contact',
    icon: IconMessage,
    shows: mayUseContactForm,
    action: (label) => <ContactButton label={label} />,
  },
  {
    key: 'adminSite',
    icon: IconWorld,
    shows: (session, site) => isStaff(session) && Boolean(site?.AdminSiteUrl) && !site?.IsAdminHost,
    action: (label) => <SwitchSiteButton label={label} />,
  },
  {
    key: 'signOut',
    icon: IconLogout,
    shows: () => true,
    action: linkTo('/home?action=logout', 'default'),
  },
];
