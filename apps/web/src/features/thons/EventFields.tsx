import '../../i18n/sections/thons';
import { NumberInput, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { EVENT_MAX_UNITS_CHOICES, US_ZONE_ABBREVIATIONS } from '@pledgethon/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import { EventCodeField } from './EventCodeField';
import { PledgeMinimumFields } from './PledgeMinimumFields';
import { orNull, type ThonFormValues } from './thon-form-values';
import { useThonMessageText } from './use-thon-message-text';

/**
 * The event's fields. `confirmFlatDonations` lets the settings page ask before a live Thon stops
 * taking per-unit pledges; the wizard switches at once.
 */
export function EventFields({
  eventId,
  confirmFlatDonations,
}: {
  eventId?: string;
  confirmFlatDonations?: (switchOn: () => void) => void;
}) {
  const { t } = useTranslation();
  const messageText = useThonMessageText();
  const form = useFormContext<ThonFormValues>();
  const errors = form.formState.errors.Event;
  const unitOptions = EVENT_MAX_UNITS_CHOICES.map((units) => ({
    value: String(units),
    label: String(units),
  }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-tour="event">
      <TextInput
        label={t('thons.event.name')}
        withAsterisk
        error={messageText(errors?.Name?.message)}
        {...form.register('Event.Name')}
      />
      <EventCodeField {...(eventId ? { eventId } : {})} />
      <TextInput
        type="date"
        label={t('thons.event.eventDate')}
        withAsterisk
        error={messageText(errors?.EventDate?.message)}
        {...form.register('Event.EventDate')}
      />
      <Controller
        control={form.control}
        name="Event.TimeZone"
        render={({ field }) => (
          <Select
            label={t('thons.event.timeZone')}
            withAsterisk
            data={US_ZONE_ABBREVIATIONS.map((zone) => ({ value: zone, label: t(`thons.zones.${zone}`) }))}
            value={field.value}
            allowDeselect={false}
            onChange={(value) => field.onChange(value)}
            error={messageText(errors?.TimeZone?.message)}
          />
        )}
      />
      <TextInput
        label={t('thons.event.unitName')}
        description={t('thons.event.unitNameDescription')}
        withAsterisk
        error={messageText(errors?.UnitName?.message)}
        {...form.register('Event.UnitName')}
      />
      <TextInput
        label={t('thons.event.unitNamePlural')}
        description={t('thons.event.unitNamePluralDescription')}
        withAsterisk
        error={messageText(errors?.UnitNamePlural?.message)}
        {...form.register('Event.UnitNamePlural')}
      />
      <Controller
        control={form.control}
        name="Event.MinUnits"
        render={({ field }) => (
          <NumberInput
            label={t('thons.event.minUnits')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
            onBlur={field.onBlur}
            error={messageText(errors?.MinUnits?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="Event.MaxUnits"
        render={({ field }) => (
          <Select
            label={t('thons.event.maxUnits')}
            description={t('thons.event.maxUnitsDescription')}
            withAsterisk
            data={
              unitOptions.some((option) => option.value === String(field.value))
                ? unitOptions
                : [{ value: String(field.value), label: String(field.value) }, ...unitOptions]
            }
            value={String(field.value)}
            allowDeselect={false}
            onChange={(value) => field.onChange(Number(value))}
            error={messageText(errors?.MaxUnits?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="Event.GoalCents"
        render={({ field }) => (
          <MoneyInput
            label={t('thons.event.goal')}
            description={t('thons.event.goalDescription')}
            withAsterisk
            value={field.value}
            onChange={(cents) => field.onChange(cents ?? Number.NaN)}
            onBlur={field.onBlur}
            error={messageText(errors?.GoalCents?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="Event.ParticipantGoalCents"
        render={({ field }) => (
          <MoneyInput
            label={t('thons.event.participantGoal')}
            description={t('thons.event.participantGoalDescription')}
            withAsterisk
            value={field.value}
            onChange={(cents) => field.onChange(cents ?? Number.NaN)}
            onBlur={field.onBlur}
            error={messageText(errors?.ParticipantGoalCents?.message)}
          />
        )}
      />
      <TextInput
        label={t('thons.event.fundsGoTo')}
        error={messageText(errors?.FundsGoTo?.message)}
        {...form.register('Event.FundsGoTo', { setValueAs: orNull })}
      />
      <PledgeMinimumFields />
      <Controller
        control={form.control}
        name="Event.FlatDonationsOnly"
        render={({ field }) => (
          <div>
            <Switch
              mt="lg"
              label={t('thons.event.flatDonationsOnly')}
              checked={field.value}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                if (on && confirmFlatDonations) confirmFlatDonations(() => field.onChange(true));
                else field.onChange(on);
              }}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t('thons.event.flatDonationsOnlyDescription')}
            </Text>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="Event.PublicParticipantRanking"
        render={({ field }) => (
          <div>
            <Switch
              mt="lg"
              label={t('thons.event.publicParticipantRanking')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t('thons.event.publicParticipantRankingDescription')}
            </Text>
          </div>
        )}
      />
    </SimpleGrid>
  );
}
