import '../../i18n/sections/franchisees';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { commissionRatePercentSchema, createFranchiseeRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { useCheckedForm } from '../../ui/use-checked-form';
import { showServerFieldErrors } from '../auth/server-field-errors';
import { useDoneToast } from '../thon-people/use-done-toast';
import { useCreateFranchisee } from './franchisees.api';

// The rate is typed as text, as people write it ("12.5"), and checked as the server checks the number.
const formSchema = z.object({
  Name: createFranchiseeRequestSchema.shape.Name,
  Territory: z.string().max(60, messages.textTooLong),
  CommissionRatePercent: z
    .string()
    .trim()
    .min(1, messages.reviewRequiredFields)
    .regex(/^\d{1,3}(\.\d{1,2})?$/, messages.invalidData)
    .transform(Number)
    .pipe(commissionRatePercentSchema),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['Name', 'Territory', 'CommissionRatePercent'] as const;
const EMPTY: FormInput = { Name: '', Territory: '', CommissionRatePercent: '' };

/** A super administrator creates a franchisee with its commission rate (at most 60%). */
export function CreateFranchiseeForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const done = useDoneToast();
  const create = useCreateFranchisee();
  const form = useCheckedForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, Territory: values.Territory.trim() || null },
      {
        onSuccess: (result) => {
          form.reset(EMPTY);
          done(result.Message);
        },
        onError: (error) => {
          if (!showServerFieldErrors(error, FIELDS, form.setError)) showErrorToast(error);
        },
      },
    ),
  );
  return (
    <Stack gap="md" component="section" aria-labelledby="create-franchisee">
      <Title id="create-franchisee" order={2} fz={24}>
        {t('franchisees.create.heading')}
      </Title>
      <form noValidate onSubmit={submit}>
        <Stack gap="md" maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('franchisees.create.name')}
              withAsterisk
              error={messageText(errors.Name?.message)}
              {...form.register('Name')}
            />
            <TextInput
              label={t('franchisees.create.territory')}
              error={messageText(errors.Territory?.message)}
              {...form.register('Territory')}
            />
            <TextInput
              label={t('franchisees.create.commission')}
              description={t('franchisees.create.commissionHint')}
              inputMode="decimal"
              withAsterisk
              error={messageText(errors.CommissionRatePercent?.message)}
              {...form.register('CommissionRatePercent')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('franchisees.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
