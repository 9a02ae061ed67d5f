import '../../i18n/sections/thon-people';
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvitePersonForm } from './InvitePersonForm';
import { OrganizerForm } from './OrganizerForm';
import { TeamsList } from './TeamsList';
import { ThonPeopleShell } from './ThonPeopleShell';

/** /thon/{eventCode}/teams: the Thon's teams, the people it invites, and its organiser. */
export function ThonTeamsPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('thonPeople.teams.title')}>
      {(thon) => (
        <Stack gap="xl">
          <TeamsList thon={thon} />
          <Divider />
          <InvitePersonForm thon={thon} />
          <Divider />
          <OrganizerForm eventId={thon.EventId} />
        </Stack>
      )}
    </ThonPeopleShell>
  );
}
