import '../../i18n/sections/money-pages';
import { Alert, Button, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ResultsGrid } from '@pledgethon/contracts';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { useUploadResults } from './results.api';
import { resultsCsv } from './results-csv';
import { SavedStatus } from './SavedStatus';
import { useSaveOutcome } from './use-save-outcome';

/** Results from a CSV (the downloaded list with its units filled in), all saved or none. */
export function ResultsCsvUpload({ eventId, grid }: { eventId: string; grid: ResultsGrid | undefined }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const upload = useUploadResults();
  const outcome = useSaveOutcome();
  const [file, setFile] = useState<File | null>(null);
  const rowProblems = Object.entries(outcome.refusal?.fields ?? {}).filter(([key]) => key.startsWith('Row '));
  const download = () => {
    if (!grid) return;
    const url = URL.createObjectURL(new Blob([resultsCsv(grid.Rows)], { type: 'text/csv' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'results.csv' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <form
      noValidate
      aria-label={t('moneyPages.results.csv')}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return;
        upload.mutate({ EventId: eventId, Csv: await file.text() }, outcome);
      }}
    >
      <Stack gap="sm">
        <Title order={2} fz={24}>
          {t('moneyPages.results.csv')}
        </Title>
        <Text c="gray.7">{t('moneyPages.results.csvHelp')}</Text>
        <Group>
          <Button
            variant="light"
            onClick={download}
            disabled={!grid}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('moneyPages.results.download')}
          </Button>
        </Group>
        {outcome.refusal && (
          <Alert color="red" role="alert">
            {messageText(outcome.refusal.message)}
            {rowProblems.length > 0 && (
              <>
                <Text size="sm" mt="xs">
                  {t('moneyPages.results.rowProblems')}
                </Text>
                <List size="sm">
                  {rowProblems.map(([row, text]) => (
                    <List.Item key={row}>
                      {row}: {messageText(text)}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
        <Group align="flex-end">
          <FileInput
            label={t('moneyPages.results.csvFile')}
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            miw={260}
            clearable
          />
          <Button
            type="submit"
            loading={upload.isPending}
            disabled={!file}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            {t('moneyPages.results.upload')}
          </Button>
        </Group>
        <SavedStatus message={outcome.saved} />
      </Stack>
    </form>
  );
}
