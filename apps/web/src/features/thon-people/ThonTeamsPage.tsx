import '../../i18n/sections/franchisees';
import '../../i18n/sections/thon-people';
import { Anchor, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayManageFranchisees } from '../account/staff-roles';
import { useSessionContext } from '../auth/session-context';
import { InvitePersonForm } from './InvitePersonForm';
import { OpenInvitationsList } from './OpenInvitationsList';
import { OrganizerForm } from './OrganizerForm';
import { TeamsList } from './TeamsList';
import { ThonPeopleShell } from './ThonPeopleShell';

/** /thon/{eventCode}/teams: the Thon's teams, the people it invites and still waits for, and its organiser. */
export function ThonTeamsPage() {
  const { t } = useTranslation();
  const session = useSessionContext().data;
  return (
    <ThonPeopleShell title={t('thonPeople.teams.title')}>
      {(thon) => (
        <Stack gap="xl">
          <TeamsList thon={thon} />
          <Divider />
          <InvitePersonForm thon={thon} />
          <OpenInvitationsList eventId={thon.EventId} />
          {/* Franchisee people work across the territory's Thons, so they are managed on a page of their own. */}
          {session && mayManageFranchisees(session) && (
            <Anchor component={Link} to="/account/franchisees" fw={600}>
              {t('franchisees.teamsLink')}
            </Anchor>
          )}
          <Divider />
          <OrganizerForm eventId={thon.EventId} />
        </Stack>
      )}
    </ThonPeopleShell>
  );
}
