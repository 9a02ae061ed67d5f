import '../../i18n/sections/thons';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { messages } from '@pledgethon/core';
import { IconDeviceFloppy, IconHelp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppError } from '../../api/app-error';
import { FormProblem } from '../../ui/FormProblem';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSessionContext } from '../auth/session-context';
import { EventFields } from './EventFields';
import { OrganizationFields } from './OrganizationFields';
import { ThonSummary } from './ThonSummary';
import classes from './ThonWizard.module.css';
import { clearDraft, readDraft, saveDraft } from './thon-draft';
import {
  emptyThonForm,
  type ThonFormOutput,
  type ThonFormValues,
  thonFormSchema,
  WIZARD_STEPS,
} from './thon-form-values';
import { startThonTour, tourClosed } from './thon-tour';
import { useCreateThon } from './thons.api';
import { useThonMessageText } from './use-thon-message-text';

/** /thon/new: organisation, event, payment account, confirm; then the new Thon's settings. */
export function ThonWizardPage() {
  const session = useSessionContext();
  const userId = session.data?.UserId;
  if (!userId) return <Loader m="xl" role="status" aria-label="Loading" />;
  return <ThonWizard userId={userId} />;
}

function ThonWizard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const messageText = useThonMessageText();
  const navigate = useNavigate();
  const [draft] = useState(() => readDraft(userId));
  const [step, setStep] = useState(draft?.step ?? 0);
  const [idempotencyKey] = useState(() => draft?.idempotencyKey ?? crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const create = useCreateThon();
  const form = useCheckedForm<ThonFormValues, unknown, ThonFormOutput>({
    resolver: zodResolver(thonFormSchema),
    defaultValues: draft?.values ?? emptyThonForm(),
  });

  // Every change is kept, so a reload (or a closed tab) comes back to the same place; once the Thon
  // exists nothing is kept any more, whatever the form still reports on its way out.
  const finished = useRef(false);
  useEffect(() => {
    const keep = (values: ThonFormValues) => {
      if (!finished.current) saveDraft(userId, { values, step, idempotencyKey });
    };
    const subscription = form.watch((values) => keep(values as ThonFormValues));
    keep(form.getValues());
    return () => subscription.unsubscribe();
  }, [form, userId, step, idempotencyKey]);

  // Once per page visit, even where React runs effects twice.
  const tourOffered = useRef(false);
  useEffect(() => {
    if (tourOffered.current || tourClosed(userId)) return;
    tourOffered.current = true;
    void startThonTour(userId, t);
  }, [userId, t]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const next = async () => {
    const fields = WIZARD_STEPS[step]?.fields ?? [];
    if (fields.length > 0 && !(await form.trigger([...fields], { shouldFocus: true }))) return;
    setStep((current) => Math.min(current + 1, WIZARD_STEPS.length - 1));
  };

  const submit = form.handleSubmit(
    (values) => {
      setProblem(null);
      create.mutate(
        { IdempotencyKey: idempotencyKey, ...values },
        {
          onSuccess: (created) => {
            finished.current = true;
            clearDraft(userId);
            navigate(`/thon/${encodeURIComponent(created.EventCode)}/settings?created=1`);
          },
          onError: (error) => {
            if (error instanceof AppError && error.fieldErrors.EventCode) {
              form.setError('Event.EventCode', { type: 'server', message: error.fieldErrors.EventCode });
              setStep(1);
              return;
            }
            setProblem(error instanceof AppError ? error.message : messages.unexpectedError);
          },
        },
      );
    },
    // A field of an earlier step went wrong after all: open that step, where its message shows.
    (errors) => setStep(errors.Organization ? 0 : errors.Event ? 1 : 2),
  );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{t('thons.wizard.title')}</Title>
            <Text c="gray.7">{t('thons.wizard.intro')}</Text>
          </Stack>
          <Group gap="xs">
            <Text size="sm" c="gray.7" data-tour="draft">
              <IconDeviceFloppy size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
              {t('thons.wizard.draftKept')}
            </Text>
            <Button
              variant="subtle"
              leftSection={<IconHelp size={16} aria-hidden />}
              onClick={() => void startThonTour(userId, t)}
            >
              {t('thons.wizard.showTour')}
            </Button>
          </Group>
        </Group>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit}>
            <Stack gap="lg">
              <Stepper
                classNames={{ stepIcon: classes.stepIcon }}
                active={step}
                onStepClick={(target) => target < step && setStep(target)}
                data-tour="stepper"
              >
                <Stepper.Step label={t('thons.wizard.steps.organization')}>
                  <OrganizationFields />
                </Stepper.Step>
                <Stepper.Step label={t('thons.wizard.steps.event')}>
                  <EventFields />
                </Stepper.Step>
                <Stepper.Step label={t('thons.wizard.steps.payment')}>
                  <PaymentAccountFields />
                </Stepper.Step>
                <Stepper.Step label={t('thons.wizard.steps.confirm')}>
                  <ThonSummary values={form.getValues()} />
                </Stepper.Step>
              </Stepper>
              <FormProblem ref={problemRef}>{messageText(problem ?? undefined)}</FormProblem>
              {create.isPending && (
                <Alert color="blue" variant="light" role="status" icon={<Loader size="sm" />}>
                  {messageText(messages.thonCreationInProgress)}
                </Alert>
              )}
              <Group justify="space-between">
                <Button
                  variant="default"
                  disabled={step === 0 || create.isPending}
                  onClick={() => setStep(step - 1)}
                >
                  {t('thons.wizard.back')}
                </Button>
                {step < WIZARD_STEPS.length - 1 ? (
                  // Separate keys: the click on Next must not become a click on the submit button that replaces it.
                  <Button key="next" onClick={() => void next()}>
                    {t('thons.wizard.next')}
                  </Button>
                ) : (
                  <Button key="create" type="submit" loading={create.isPending}>
                    {t('thons.wizard.create')}
                  </Button>
                )}
              </Group>
              <Anchor
                size="sm"
                component="button"
                type="button"
                onClick={() => {
                  clearDraft(userId);
                  window.location.reload();
                }}
              >
                {t('thons.wizard.startOver')}
              </Anchor>
            </Stack>
          </form>
        </FormProvider>
      </Stack>
    </Container>
  );
}

function PaymentAccountFields() {
  const { t } = useTranslation();
  const messageText = useThonMessageText();
  const form = useFormContext<ThonFormValues>();
  const errors = form.formState.errors.PaymentAccount;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('thons.payment.intro')}
      </Text>
      <Text size="sm" c="gray.7">
        {t('thons.payment.connectNext')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('thons.payment.legalName')}
          withAsterisk
          error={messageText(errors?.LegalName?.message)}
          {...form.register('PaymentAccount.LegalName')}
        />
        <TextInput
          label={t('thons.payment.email')}
          type="email"
          withAsterisk
          error={messageText(errors?.Email?.message)}
          {...form.register('PaymentAccount.Email')}
        />
      </SimpleGrid>
    </Stack>
  );
}
