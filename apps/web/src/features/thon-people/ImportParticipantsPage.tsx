import '../../i18n/sections/thon-people';
import { Alert, Button, Checkbox, FileInput, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { type ImportReport, importReportSchema, type ThonPeopleOverview } from '@pledgethon/contracts';
import { IconAlertTriangle, IconCircleCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { useFormatMoney } from '../../ui/use-format-money';
import { ThonPeopleShell } from './ThonPeopleShell';
import { uploadWithProgress } from './upload-with-progress';

type Stage = { kind: 'idle' } | { kind: 'sending'; percent: number; committing: boolean };

/** /thon/{eventCode}/import: a CSV or XLSX participant list, checked row by row before it is imported. */
export function ImportParticipantsPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('thonPeople.import.title')}>
      {(thon) => <ImportForm thon={thon} />}
    </ThonPeopleShell>
  );
}

function ImportForm({ thon }: { thon: ThonPeopleOverview }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [strict, setStrict] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<{ message: string; rows: [string, string][] } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const send = async (committing: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.set('EventId', thon.EventId);
    form.set('Strict', String(strict));
    form.set('File', file);
    setProblem(null);
    setStage({ kind: 'sending', percent: 0, committing });
    try {
      const result = await uploadWithProgress(
        `/api/ThonParticipants/${committing ? 'Import' : 'ImportPreview'}`,
        form,
        importReportSchema,
        (percent) => setStage({ kind: 'sending', percent, committing }),
      );
      setReport(result);
      if (committing) {
        await Promise.all([
          client.invalidateQueries({ queryKey: ['thon-participants'] }),
          client.invalidateQueries({ queryKey: ['thon-people'] }),
        ]);
      }
    } catch (error) {
      const rows = error instanceof AppError ? Object.entries(error.fieldErrors) : [];
      setProblem({ message: error instanceof Error ? error.message : String(error), rows });
      requestAnimationFrame(() => problemRef.current?.focus());
    } finally {
      setStage({ kind: 'idle' });
    }
  };

  const committed = report?.Imported !== null && report?.Imported !== undefined;
  const sending = stage.kind === 'sending';
  return (
    <Stack gap="lg">
      <Text maw={720}>{t('thonPeople.import.intro')}</Text>
      <Stack gap="md" maw={520}>
        <FileInput
          label={t('thonPeople.import.file')}
          description={t('thonPeople.import.fileDescription')}
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setReport(null);
            setProblem(null);
          }}
        />
        <Checkbox
          label={t('thonPeople.import.strict')}
          checked={strict}
          onChange={(event) => setStrict(event.currentTarget.checked)}
        />
        <Group>
          <Button
            onClick={() => send(false)}
            disabled={!file || sending}
            variant={report ? 'default' : 'filled'}
          >
            {t('thonPeople.import.preview')}
          </Button>
          {report && !committed && report.ValidRows > 0 && (
            <Button onClick={() => send(true)} disabled={sending}>
              {t('thonPeople.import.commit', { count: report.ValidRows })}
            </Button>
          )}
        </Group>
        {sending && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">
              {stage.percent < 100
                ? t('thonPeople.import.uploading', { percent: stage.percent })
                : t(stage.committing ? 'thonPeople.import.importing' : 'thonPeople.import.working')}
            </Text>
            <Progress
              value={stage.percent < 100 ? stage.percent : 100}
              animated={stage.percent >= 100}
              aria-label={t('thonPeople.import.uploading', { percent: stage.percent })}
            />
          </Stack>
        )}
      </Stack>
      <FormProblem ref={problemRef}>
        {problem && (
          <Stack gap={4}>
            <Text size="sm">{messageText(problem.message)}</Text>
            {problem.rows.map(([row, text]) => (
              <Text size="sm" key={row}>
                {row}: {messageText(text)}
              </Text>
            ))}
          </Stack>
        )}
      </FormProblem>
      {report && <ImportReportView report={report} />}
    </Stack>
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
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
                <Table.Td>{row.Grade ?? '–'}</Table.Td>
                <Table.Td>
                  {row.Problem ? (
                    <Text size="sm" c="red.8">
                      {messageText(row.Problem)}
                    </Text>
                  ) : (
                    <Text size="sm" c="teal.9" fw={600}>
                      {t('thonPeople.import.ok')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
