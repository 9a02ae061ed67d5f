import '../../i18n/sections/thon-people';
import { Alert, Stack, Table, Text } from '@mantine/core';
import type { ImportReport } from '@pledgethon/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { useFormatMoney } from '../../ui/use-format-money';
import { ImportRowResult } from './ImportRowResult';
import { TeachersToInvite } from './TeachersToInvite';

/**
 * What an import would do or did, row by row: problems first, then rows repeating an earlier one
 * (decision 125) and participants the Thon already has (decision 044), then the rows that are added.
 */
export function ImportReportView({
  report,
  invitePath,
}: {
  report: ImportReport;
  /** Where teachers are invited, for those who may invite them. */
  invitePath: string | null;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const formatMoney = useFormatMoney();
  return (
    <Stack gap="md" aria-live="polite">
      {report.Imported !== null && (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={18} aria-hidden />}
          title={messageText(report.Message ?? '')}
        >
          {t('thonPeople.import.done', { count: report.Imported })}
        </Alert>
      )}
      {report.Warning && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
          {messageText(report.Warning)}
        </Alert>
      )}
      <Text fw={600}>
        {t('thonPeople.import.summary', { valid: report.ValidRows, total: report.TotalRows })}
      </Text>
      {report.AlreadyPresentRows > 0 && (
        <Text size="sm">
          {t('thonPeople.import.alreadyPresentRows', { count: report.AlreadyPresentRows })}
        </Text>
      )}
      {report.RepeatedRows > 0 && (
        <Text size="sm">{t('thonPeople.import.repeatedRows', { count: report.RepeatedRows })}</Text>
      )}
      <TeachersToInvite teachers={report.TeachersToInvite} invitePath={invitePath} />
      {report.NewTeams.length > 0 && (
        <Text size="sm">{t('thonPeople.import.newTeams', { teams: report.NewTeams.join(', ') })}</Text>
      )}
      <Text size="sm" c="gray.7">
        {t('thonPeople.import.rowsShown')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('thonPeople.import.columns.row')}</Table.Th>
              <Table.Th>{t('thonPeople.import.columns.name')}</Table.Th>
              <Table.Th>{t('thonPeople.import.columns.goal')}</Table.Th>
              <Table.Th>{t('thonPeople.import.columns.team')}</Table.Th>
              <Table.Th>{t('thonPeople.import.columns.teacher')}</Table.Th>
              <Table.Th>{t('thonPeople.import.columns.grade')}</Table.Th>
              <Table.Th>{t('thonPeople.import.columns.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.Rows.map((row) => (
              <Table.Tr key={row.Row}>
                <Table.Td>{row.Row}</Table.Td>
                <Table.Td>{`${row.FirstName} ${row.LastName}`.trim() || '–'}</Table.Td>
                <Table.Td>{row.GoalCents === null ? '–' : formatMoney(row.GoalCents)}</Table.Td>
                <Table.Td>{row.Team ?? '–'}</Table.Td>
                <Table.Td>
                  {row.Teacher ?? '–'}
                  {row.TeacherToInvite && (
                    <Text span size="xs" c="blue.8">
                      {` (${t('thonPeople.import.toInvite')})`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.Grade ?? '–'}</Table.Td>
                <Table.Td>
                  <ImportRowResult row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
