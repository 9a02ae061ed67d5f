import '../../i18n/sections/thon-people';
import { Anchor, Group } from '@mantine/core';
import type { ThonPeopleOverview } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/**
 * The links between a Thon's pages: dashboard, participants, collections and import for all its
 * staff; results for those who count (not team leaders); sponsor updates, teams, settings, reminders,
 * money, sent messages and landing pages for those who manage the whole Thon.
 */
export function ThonNav({ thon }: { thon: ThonPeopleOverview }) {
  const { t } = useTranslation();
  const base = `/thon/${encodeURIComponent(thon.EventCode)}`;
  const links = [
    { to: `${base}/dashboard`, label: t('thonPeople.nav.dashboard'), show: true },
    { to: `${base}/participants`, label: t('thonPeople.nav.participants'), show: true },
    { to: `${base}/pledges`, label: t('thonPeople.nav.pledges'), show: thon.ManagesPeople },
    // Teachers and team leaders import into their own class or team (decision 045).
    { to: `${base}/import`, label: t('thonPeople.nav.import'), show: true },
    // Teachers enter their class's results; team leaders do not count laps.
    { to: `${base}/results`, label: t('thonPeople.nav.results'), show: thon.Reach !== 'team' },
    { to: `${base}/collections`, label: t('thonPeople.nav.collections'), show: true },
    { to: `${base}/updates`, label: t('thonPeople.nav.updates'), show: thon.ManagesPeople },
    { to: `${base}/teams`, label: t('thonPeople.nav.teams'), show: thon.ManagesPeople },
    { to: `${base}/settings`, label: t('thonPeople.nav.settings'), show: thon.ManagesPeople },
    { to: `${base}/money`, label: t('thonPeople.nav.money'), show: thon.ManagesPeople },
    { to: `${base}/reminders`, label: t('thonPeople.nav.reminders'), show: thon.ManagesPeople },
    { to: `${base}/messages`, label: t('thonPeople.nav.messages'), show: thon.ManagesPeople },
    { to: `${base}/landing-pages`, label: t('thonPeople.nav.landingPages'), show: thon.ManagesPeople },
  ];
  return (
    <Group component="nav" aria-label={thon.Name} gap="lg">
      {links
        .filter((link) => link.show)
        .map((link) => (
          <Anchor
            key={link.to}
            component={NavLink}
            to={link.to}
            end
            fw={600}
            style={({ isActive }: { isActive: boolean }) => ({
              textDecoration: isActive ? 'underline' : 'none',
            })}
          >
            {link.label}
          </Anchor>
        ))}
    </Group>
  );
}
