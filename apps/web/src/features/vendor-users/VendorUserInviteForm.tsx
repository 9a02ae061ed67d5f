import '../../i18n/sections/vendor-users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { vendorUserInviteRequestSchema } from '@pledgethon/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { useCheckedForm } from '../../ui/use-checked-form';
import { InviteeFields } from '../thon-people/InviteeFields';
import { showInviteRefusal } from '../thon-people/show-invite-refusal';
import { useDoneToast } from '../thon-people/use-done-toast';
import { useInviteVendorUser } from './vendor-users.api';

const formSchema = vendorUserInviteRequestSchema.omit({ VendorId: true });
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['Email', 'FirstName', 'LastName'] as const;
const EMPTY: FormValues = { Email: '', FirstName: '', LastName: '' };

/** Adds a user to the caller's vendor account, by e-mail. */
export function VendorUserInviteForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const messageText = useMessageText();
  const done = useDoneToast();
  const invite = useInviteVendorUser();
  const form = useCheckedForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const problem = errors.root?.message;

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (result) => {
        form.reset(EMPTY);
        done(result.Message);
      },
      onError: (error) => showInviteRefusal(error, FIELDS, form.setError),
    }),
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={2} fz="lg">
        {t('vendorUsers.invite.heading')}
      </Title>
      <Text c="gray.7" size="sm" maw={720}>
        {t('vendorUsers.invite.intro')}
      </Text>
      <FormProblem>{problem ? messageText(problem) : null}</FormProblem>
      <form noValidate onSubmit={submit}>
        <Stack gap="md" maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <InviteeFields register={form.register} errors={errors} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={invite.isPending}>
              {t('vendorUsers.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
