import '../../i18n/sections/franchisees';
import '../../i18n/sections/roles';
import '../../i18n/sections/thon-people';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FRANCHISEE_INVITE_ROLES, franchiseeInviteRequestSchema } from '@pledgethon/contracts';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { useCheckedForm } from '../../ui/use-checked-form';
import { InviteeFields } from '../thon-people/InviteeFields';
import { showInviteRefusal } from '../thon-people/show-invite-refusal';
import { useDoneToast } from '../thon-people/use-done-toast';
import { useInviteFranchiseePerson } from './franchisees.api';

const formSchema = franchiseeInviteRequestSchema.omit({ FranchiseeId: true });
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['Email', 'FirstName', 'LastName'] as const;
const EMPTY: FormValues = { Role: 'franchisee_team_leader', Email: '', FirstName: '', LastName: '' };

/** Adds a user or team leader to one franchisee, by e-mail. */
export function FranchiseeInviteForm({ franchisee }: { franchisee: { FranchiseeId: string; Name: string } }) {
  const { t } = useTranslation();
  const headingId = useId();
  const messageText = useMessageText();
  const done = useDoneToast();
  const invite = useInviteFranchiseePerson();
  const form = useCheckedForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const problem = errors.root?.message;

  const submit = form.handleSubmit((values) =>
    invite.mutate(
      { ...values, FranchiseeId: franchisee.FranchiseeId },
      {
        onSuccess: (result) => {
          form.reset({ ...EMPTY, Role: values.Role });
          done(result.Message);
        },
        onError: (error) => showInviteRefusal(error, FIELDS, form.setError),
      },
    ),
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={3} fz="lg">
        {t('franchisees.invite.heading', { name: franchisee.Name })}
      </Title>
      <Text c="gray.7" size="sm" maw={720}>
        {t('franchisees.invite.intro')}
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
                  label={t('franchisees.invite.role')}
                  data={FRANCHISEE_INVITE_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
            <InviteeFields register={form.register} errors={errors} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={invite.isPending}>
              {t('franchisees.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
