import '../../i18n/sections/thon-people';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import type { ImportReport } from '@pledgethon/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The teacher names of a roster that match no teacher of the Thon: their rows import without a class
 * teacher (decision 125), and whoever invites teachers is pointed to where they do.
 */
export function TeachersToInvite({
  teachers,
  invitePath,
}: {
  teachers: ImportReport['TeachersToInvite'];
  invitePath: string | null;
}) {
  const { t } = useTranslation();
  if (teachers.length === 0) return null;
  return (
    <Alert color="blue" icon={<IconUserPlus size={18} aria-hidden />}>
      <Stack gap="xs">
        <Text size="sm">{t('thonPeople.import.teachersToInvite')}</Text>
        <List size="sm">
          {teachers.map((teacher) => (
            <List.Item key={teacher.Name}>
              {t('thonPeople.import.teacherRows', { name: teacher.Name, count: teacher.Rows })}
            </List.Item>
          ))}
        </List>
        {invitePath && (
          <Anchor component={Link} to={invitePath} size="sm" fw={600}>
            {t('thonPeople.import.inviteTeachers')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
