import '../../i18n/sections/thon-people';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { THON_INVITE_ROLES, type ThonPeopleOverview, thonInviteRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { useCheckedForm } from '../../ui/use-checked-form';
import { InviteeFields } from './InviteeFields';
import { useInvitePerson } from './people.api';
import { showInviteRefusal } from './show-invite-refusal';
import { useDoneToast } from './use-done-toast';

const formSchema = thonInviteRequestSchema
  .omit({ EventId: true })
  .refine((form) => form.Role !== 'team_leader' || form.TeamId, {
    path: ['TeamId'],
    message: messages.reviewRequiredFields,
  });
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['Email', 'FirstName', 'LastName', 'TeamId'] as const;

/** Invites a teacher, or the leader of one team, by e-mail. */
export function InvitePersonForm({ thon }: { thon: ThonPeopleOverview }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const done = useDoneToast();
  const invite = useInvitePerson();
  const form = useCheckedForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { Role: 'team_leader', TeamId: null, Email: '', FirstName: '', LastName: '' },
  });
  const { errors } = form.formState;
  const role = form.watch('Role');
  const problem = form.formState.errors.root?.message;

  const submit = form.handleSubmit((values) =>
    invite.mutate(
      { ...values, EventId: thon.EventId, TeamId: values.Role === 'team_leader' ? values.TeamId : null },
      {
        onSuccess: (result) => {
          form.reset({ Role: values.Role, TeamId: null, Email: '', FirstName: '', LastName: '' });
          done(result.Message);
        },
        onError: (error) => showInviteRefusal(error, FIELDS, form.setError),
      },
    ),
  );

  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        {t('thonPeople.teams.peopleHeading')}
      </Title>
      <Text c="gray.7" maw={720}>
        {t('thonPeople.teams.peopleIntro')}
      </Text>
      <FormProblem>{problem ? messageText(problem) : null}</FormProblem>
      <form noValidate onSubmit={submit}>
        <Stack gap="md" maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="Role"
              render={({ field }) => (
                <Select
                  label={t('thonPeople.teams.role')}
                  data={THON_INVITE_ROLES.map((value) => ({
                    value,
                    label: t(`thonPeople.teams.roles.${value}`),
                  }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
            {role === 'team_leader' && (
              <Controller
                control={form.control}
                name="TeamId"
                render={({ field }) => (
                  <Select
                    label={t('thonPeople.teams.team')}
                    withAsterisk
                    data={thon.Teams.map((team) => ({ value: team.TeamId, label: team.Name }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    error={messageText(errors.TeamId?.message)}
                  />
                )}
              />
            )}
            <InviteeFields register={form.register} errors={errors} afterEmail={<span />} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={invite.isPending}>
              {t('thonPeople.teams.invite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
