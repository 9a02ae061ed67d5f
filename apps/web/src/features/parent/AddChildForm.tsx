import '../../i18n/sections/parent';
import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_PERSONAL_GOAL_CENTS,
  MINIMUM_GOAL_CENTS,
  messages,
  TOAST_TIMEOUT_MS,
} from '@pledgethon/core';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { MoneyInput } from '../../ui/MoneyInput';
import { ConsentChecks } from './ConsentChecks';
import { consentLanguage, useAddChild } from './parent.api';

type Fields = { EventCode: string; FirstName: string; LastName: string };

/** Adds a child to a Thon by its event code, with what the child's public page may show. */
export function AddChildForm() {
  const { t, i18n } = useTranslation();
  const language = consentLanguage(i18n.language);
  const messageText = useMessageText();
  const navigate = useNavigate();
  const add = useAddChild();
  // A parent who signed up from a Thon's page arrives with its code (decision 131).
  const [params] = useSearchParams();
  const [fields, setFields] = useState<Fields>({
    EventCode: params.get('event') ?? '',
    FirstName: '',
    LastName: '',
  });
  const [goalCents, setGoalCents] = useState<number | null>(DEFAULT_PERSONAL_GOAL_CENTS);
  const [fullName, setFullName] = useState(false);
  const [photo, setPhoto] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  // Set when the Thon lists a child of this name: the school confirms, unless the parent says theirs is another.
  const [pending, setPending] = useState<string>();
  const [differentChild, setDifferentChild] = useState(false);

  const set = (name: keyof Fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
    // A field the parent has since filled no longer carries the complaint about it.
    setErrors(({ [name]: _answered, ...others }) => others);
    setPending(undefined);
    setDifferentChild(false);
  };

  const submit = () => {
    const found: Record<string, string> = {};
    for (const name of ['EventCode', 'FirstName', 'LastName'] as const) {
      if (!fields[name].trim()) found[name] = messages.reviewRequiredFields;
    }
    if (goalCents === null || Number.isNaN(goalCents) || goalCents < MINIMUM_GOAL_CENTS) {
      found.GoalCents = messages.minimumGoal;
    }
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0 || goalCents === null) return;
    add.mutate(
      {
        ...fields,
        GoalCents: goalCents,
        PublicFullName: fullName,
        PublicPhoto: photo,
        DifferentChild: differentChild,
        Language: language,
      },
      {
        onSuccess: (child) => {
          if ('ClaimPending' in child) {
            setPending(child.Message);
            return;
          }
          notifications.show({
            color: 'teal',
            message: t('parent.add.added', { name: child.FirstName }),
            autoClose: TOAST_TIMEOUT_MS,
          });
          void navigate('/parent/dashboard');
        },
        onError: (error) => {
          if (error instanceof AppError) setErrors({ ...error.fieldErrors });
          setProblem(error.message);
        },
      },
    );
  };

  const errorOf = (name: string) => messageText(errors[name]);
  return (
    <form
      noValidate
      aria-label={t('parent.add.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <FormProblem>{messageText(problem)}</FormProblem>
        <TextInput
          label={t('parent.add.eventCode')}
          value={fields.EventCode}
          onChange={set('EventCode')}
          error={errorOf('EventCode')}
          maxLength={50}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('parent.add.firstName')}
            value={fields.FirstName}
            onChange={set('FirstName')}
            error={errorOf('FirstName')}
            maxLength={50}
            required
          />
          <TextInput
            label={t('parent.add.lastName')}
            value={fields.LastName}
            onChange={set('LastName')}
            error={errorOf('LastName')}
            maxLength={50}
            required
          />
        </Group>
        <MoneyInput
          label={t('parent.add.goal')}
          leftSection="$"
          value={goalCents}
          onChange={setGoalCents}
          error={errorOf('GoalCents')}
        />
        <ConsentChecks
          language={language}
          fullName={{ checked: fullName, onChange: setFullName }}
          photo={{ checked: photo, onChange: setPhoto }}
        />
        {pending && (
          <Alert color="blue" variant="light" icon={<IconHourglass size={18} aria-hidden />} role="status">
            <Stack gap="xs">
              {messageText(pending)}
              <Checkbox
                label={t('parent.add.differentChild')}
                checked={differentChild}
                onChange={(event) => setDifferentChild(event.currentTarget.checked)}
              />
            </Stack>
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('parent.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
