import '../../i18n/sections/thons';
import { Table } from '@mantine/core';
import { COUNTRIES, formatCalendarDate } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';
import type { ThonFormValues } from './thon-form-values';

/** The wizard's last step: everything entered, to read over before the Thon is created. */
export function ThonSummary({ values }: { values: ThonFormValues }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { Organization: organization, Event: event, PaymentAccount: account } = values;
  const country =
    COUNTRIES.find((entry) => entry.code === organization.CountryCode)?.name ?? organization.CountryCode;
  const address = [
    organization.StreetAddress,
    organization.City,
    organization.State,
    organization.Zip,
    country,
  ]
    .filter(Boolean)
    .join(', ');
  const money = (cents: number | undefined) =>
    typeof cents === 'number' && Number.isFinite(cents) ? formatMoney(cents) : '';
  const rows: [string, string][] = [
    [t('thons.organization.name'), organization.Name],
    [t('thons.organization.type'), organization.Type],
    [t('thons.summary.address'), address],
    [t('thons.organization.website'), organization.Website ?? ''],
    ...(organization.TaxExempt
      ? [[t('thons.organization.ein'), organization.Ein ?? ''] as [string, string]]
      : []),
    [t('thons.event.name'), event.Name],
    [t('thons.event.eventCode'), event.EventCode],
    [t('thons.event.eventDate'), event.EventDate ? formatCalendarDate(event.EventDate) : ''],
    [t('thons.event.timeZone'), t(`thons.zones.${event.TimeZone}`)],
    [
      t('thons.summary.units'),
      t('thons.summary.unitsValue', { min: event.MinUnits, max: event.MaxUnits, unit: event.UnitNamePlural }),
    ],
    [t('thons.event.goal'), money(event.GoalCents)],
    [t('thons.event.participantGoal'), money(event.ParticipantGoalCents)],
    [t('thons.event.fundsGoTo'), event.FundsGoTo ?? ''],
    [
      t('thons.event.flatDonationsOnly'),
      event.FlatDonationsOnly ? t('thons.summary.yes') : t('thons.summary.no'),
    ],
    [t('thons.payment.legalName'), account.LegalName],
    [t('thons.payment.email'), account.Email],
  ];
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
