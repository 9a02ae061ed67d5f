import '../../i18n/sections/staff-pages';
import { Select, Stack, Text } from '@mantine/core';
import type { AccessCodeThon } from '@pledgethon/contracts';
import { formatCalendarDate } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';

/** Chooses among the caller's Thons by name, code and date; the page address keeps the event code. */
export function ThonPicker({
  thons,
  chosenCode,
  error,
  onChoose,
}: {
  thons: AccessCodeThon[];
  chosenCode: string | undefined;
  error?: string;
  onChoose: (eventCode: string) => void;
}) {
  const { t } = useTranslation();
  const dateOf = new Map(thons.map((thon) => [thon.EventCode, thon.EventDate]));
  return (
    <Select
      label={t('staffPages.accessCodes.thon')}
      description={t('staffPages.accessCodes.thonDescription')}
      placeholder={t('staffPages.accessCodes.chooseThon')}
      // The field shows name and code, which fit a phone; the list adds each Thon's date beneath.
      data={thons.map((thon) => ({ value: thon.EventCode, label: `${thon.Name} (${thon.EventCode})` }))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="gray.7">
            {formatCalendarDate(dateOf.get(option.value) ?? '')}
          </Text>
        </Stack>
      )}
      value={chosenCode ?? null}
      onChange={(code) => code && onChoose(code)}
      searchable={thons.length > 8}
      allowDeselect={false}
      nothingFoundMessage={t('staffPages.accessCodes.noThons')}
      error={error}
      maw={520}
    />
  );
}
