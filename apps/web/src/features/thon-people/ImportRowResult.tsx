import '../../i18n/sections/thon-people';
import { Text } from '@mantine/core';
import type { ImportReport } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';

type ImportRow = ImportReport['Rows'][number];

/** What becomes of one row: its problem with the column and cell it is in, a repeat, or ready. */
export function ImportRowResult({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  if (row.Problem) {
    const value = row.ProblemValue ? `"${row.ProblemValue}"` : t('thonPeople.import.emptyCell');
    return (
      <Text size="sm" c="red.9">
        {row.ProblemColumn && (
          <Text span fw={600} inherit>
            {t('thonPeople.import.problemAt', { column: row.ProblemColumn, value })}{' '}
          </Text>
        )}
        {messageText(row.Problem)}
      </Text>
    );
  }
  if (row.RepeatOf !== null) {
    return (
      <Text size="sm" c="gray.7">
        {t('thonPeople.import.repeatOf', { row: row.RepeatOf })}
      </Text>
    );
  }
  if (row.AlreadyPresent) {
    return (
      <Text size="sm" c="gray.7">
        {t('thonPeople.import.alreadyPresent')}
      </Text>
    );
  }
  return (
    <Text size="sm" c="teal.9" fw={600}>
      {t('thonPeople.import.ok')}
    </Text>
  );
}
