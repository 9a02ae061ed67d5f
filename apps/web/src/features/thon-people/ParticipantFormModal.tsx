import '../../i18n/sections/thon-people';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  participantFieldsSchema,
  type ThonParticipant,
  type ThonPeopleOverview,
} from '@pledgethon/contracts';
import { GRADES, SHIRT_SIZES, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMessageText } from '../../i18n/message-text';
import { showErrorToast } from '../../ui/error-toast';
import { MoneyInput } from '../../ui/MoneyInput';
import { useCheckedForm } from '../../ui/use-checked-form';
import { showServerFieldErrors } from '../auth/server-field-errors';
import { useSaveParticipant } from './thon-people.api';

// The form holds the goal in dollars as typed; the server keeps cents.
const formSchema = participantFieldsSchema.extend({
  ParentEmail: z.string(),
  GoalCents: participantFieldsSchema.shape.GoalCents.unwrap(),
});
type FormValues = z.input<typeof formSchema>;
const FIELDS = [
  'FirstName',
  'LastName',
  'GoalCents',
  'Grade',
  'ShirtSize',
  'TeamId',
  'TeacherUserId',
  'ParentEmail',
] as const;

function initialValues(participant: ThonParticipant | null, thon: ThonPeopleOverview): FormValues {
  const onlyTeam = thon.Reach === 'team' ? (thon.Teams[0]?.TeamId ?? null) : null;
  const onlyTeacher = thon.Reach === 'class' ? (thon.Teachers[0]?.UserId ?? null) : null;
  return {
    FirstName: participant?.FirstName ?? '',
    LastName: participant?.LastName ?? '',
    GoalCents: participant?.GoalCents ?? thon.ParticipantGoalCents,
    Grade: participant?.Grade ?? null,
    ShirtSize: participant?.ShirtSize ?? null,
    TeamId: participant ? participant.TeamId : onlyTeam,
    TeacherUserId: participant ? participant.TeacherUserId : onlyTeacher,
    ParentEmail: participant?.ParentEmail ?? '',
  };
}

/** Adds a participant (participant null) or edits one. */
export function ParticipantFormModal({
  thon,
  participant,
  opened,
  onClose,
}: {
  thon: ThonPeopleOverview;
  participant: ThonParticipant | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveParticipant();
  const form = useCheckedForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: initialValues(participant, thon),
  });
  const { errors } = form.formState;
  const name = participant ? `${participant.FirstName} ${participant.LastName}` : '';

  const submit = form.handleSubmit((values) => {
    const fields = { ...values, ParentEmail: values.ParentEmail.trim() || null };
    const request = participant
      ? { ...fields, ParticipantId: participant.ParticipantId }
      : { ...fields, EventId: thon.EventId };
    save.mutate(request, {
      onSuccess: (result) => {
        notifications.show({
          color: 'teal',
          message: messageText(result.Message),
          autoClose: TOAST_TIMEOUT_MS,
        });
        onClose();
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, FIELDS, form.setError)) showErrorToast(error);
      },
    });
  });

  const none = { value: '', label: t('thonPeople.form.none') };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={participant ? t('thonPeople.form.editTitle', { name }) : t('thonPeople.form.addTitle')}
      size="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('thonPeople.form.firstName')}
              withAsterisk
              data-autofocus
              error={messageText(errors.FirstName?.message)}
              {...form.register('FirstName')}
            />
            <TextInput
              label={t('thonPeople.form.lastName')}
              withAsterisk
              error={messageText(errors.LastName?.message)}
              {...form.register('LastName')}
            />
            <Controller
              control={form.control}
              name="GoalCents"
              render={({ field }) => (
                <MoneyInput
                  label={t('thonPeople.form.goal')}
                  description={t('thonPeople.form.goalDescription')}
                  withAsterisk
                  value={field.value}
                  onChange={(cents) => field.onChange(cents ?? Number.NaN)}
                  onBlur={field.onBlur}
                  error={messageText(errors.GoalCents?.message)}
                />
              )}
            />
            <TextInput
              label={t('thonPeople.form.parentEmail')}
              type="email"
              autoComplete="off"
              error={messageText(errors.ParentEmail?.message)}
              {...form.register('ParentEmail')}
            />
            {(
              [
                [
                  'Grade',
                  t('thonPeople.form.grade'),
                  GRADES.map((grade) => ({ value: grade, label: grade })),
                ],
                [
                  'ShirtSize',
                  t('thonPeople.form.shirtSize'),
                  SHIRT_SIZES.map((size) => ({ value: size.id, label: `${size.id} · ${size.value}` })),
                ],
                [
                  'TeamId',
                  t('thonPeople.form.team'),
                  thon.Teams.map((team) => ({ value: team.TeamId, label: team.Name })),
                ],
                [
                  'TeacherUserId',
                  t('thonPeople.form.teacher'),
                  thon.Teachers.map((teacher) => ({ value: teacher.UserId, label: teacher.Name })),
                ],
              ] as const
            ).map(([fieldName, label, options]) => (
              <Controller
                key={fieldName}
                control={form.control}
                name={fieldName}
                render={({ field }) => (
                  <Select
                    label={label}
                    data={[none, ...options]}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value || null)}
                    allowDeselect={false}
                    error={messageText(errors[fieldName]?.message)}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('thonPeople.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
