import '../../i18n/sections/thon-people';
import { Button, Checkbox, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import {
  type ImportReport,
  type ThonPeopleOverview,
  thonParticipantsImportPreviewRoute,
  thonParticipantsImportRoute,
} from '@pledgethon/contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { ImportReportView } from './ImportReportView';
import { ThonPeopleShell } from './ThonPeopleShell';
import { uploadWithProgress } from './upload-with-progress';

type Stage = { kind: 'idle' } | { kind: 'sending'; percent: number; committing: boolean };

/** /thon/{eventCode}/import: a CSV or XLSX participant list, checked row by row before it is imported. */
export function ImportParticipantsPage() {
  const { t } = useTranslation();
  return (
    <ThonPeopleShell title={t('thonPeople.import.title')} listsParticipants>
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
        committing ? thonParticipantsImportRoute : thonParticipantsImportPreviewRoute,
        form,
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
      {/* A teacher or team leader imports into their own class or team only (decision 045). */}
      {thon.Reach !== 'all' && <Text maw={720}>{t(`thonPeople.import.reach.${thon.Reach}`)}</Text>}
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
      {report && (
        <ImportReportView
          report={report}
          invitePath={thon.ManagesPeople ? `/thon/${encodeURIComponent(thon.EventCode)}/teams` : null}
        />
      )}
    </Stack>
  );
}
