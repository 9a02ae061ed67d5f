import '../../i18n/sections/money-pages';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { MoneyInput } from '../../ui/MoneyInput';
import { SavedStatus } from '../results/SavedStatus';
import { useSaveOutcome } from '../results/use-save-outcome';
import { useRecordOfflinePledge } from './collections.api';

const blank = { participantId: '', firstName: '', lastName: '', email: '', amount: null as number | null };

/** A cash or check pledge an organiser was handed: it shows in the lists once the page is reloaded. */
export function OfflinePledgeForm({
  eventId,
  participants,
}: {
  eventId: string;
  participants: { ParticipantId: string; Name: string }[];
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const record = useRecordOfflinePledge();
  const outcome = useSaveOutcome();
  const [fields, setFields] = useState(blank);
  const [type, setType] = useState<'cash' | 'check'>('cash');
  const [received, setReceived] = useState(true);
  // One key per pledge being typed: a double click or a retry records it once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const set = (name: keyof typeof blank) => (value: string | number | null) =>
    setFields((current) => ({ ...current, [name]: value }));
  const problem = (field: string) => messageText(outcome.refusal?.fields[field]);
  return (
    <form
      noValidate
      aria-label={t('moneyPages.collections.offline.title')}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate(
          {
            EventId: eventId,
            ParticipantId: fields.participantId || null,
            DonorFirstName: fields.firstName,
            DonorLastName: fields.lastName,
            DonorEmail: fields.email,
            AmountCents: fields.amount ?? Number.NaN,
            PaymentType: type,
            Received: received,
            IdempotencyKey: key,
          },
          {
            onSuccess: (result) => {
              outcome.onSuccess(result);
              setFields(blank);
              setKey(crypto.randomUUID());
            },
            onError: outcome.onError,
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={2} fz={24}>
          {t('moneyPages.collections.offline.title')}
        </Title>
        {outcome.refusal?.message && <Alert color="red">{messageText(outcome.refusal?.message)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('moneyPages.collections.offline.participant')}
            searchable
            data={[
              { value: '', label: t('moneyPages.collections.offline.toThon') },
              ...participants.map((row) => ({ value: row.ParticipantId, label: row.Name })),
            ]}
            value={fields.participantId}
            onChange={(value) => set('participantId')(value ?? '')}
            allowDeselect={false}
            error={problem('ParticipantId')}
          />
          <MoneyInput
            label={t('moneyPages.collections.offline.amount')}
            value={fields.amount}
            onChange={set('amount')}
            error={problem('AmountCents')}
          />
          <TextInput
            label={t('moneyPages.collections.offline.firstName')}
            value={fields.firstName}
            onChange={(event) => set('firstName')(event.currentTarget.value)}
            error={problem('DonorFirstName')}
          />
          <TextInput
            label={t('moneyPages.collections.offline.lastName')}
            value={fields.lastName}
            onChange={(event) => set('lastName')(event.currentTarget.value)}
            error={problem('DonorLastName')}
          />
          <TextInput
            label={t('moneyPages.collections.offline.email')}
            type="email"
            value={fields.email}
            onChange={(event) => set('email')(event.currentTarget.value)}
            error={problem('DonorEmail')}
          />
          <Select
            label={t('moneyPages.collections.offline.type')}
            data={[
              { value: 'cash', label: t('moneyPages.collections.type.cash') },
              { value: 'check', label: t('moneyPages.collections.type.check') },
            ]}
            value={type}
            onChange={(value) => setType(value === 'check' ? 'check' : 'cash')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Checkbox
          label={t('moneyPages.collections.offline.received')}
          checked={received}
          onChange={(event) => setReceived(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={record.isPending}>
            {t('moneyPages.collections.offline.save')}
          </Button>
          <SavedStatus message={outcome.saved} />
        </Group>
      </Stack>
    </form>
  );
}
