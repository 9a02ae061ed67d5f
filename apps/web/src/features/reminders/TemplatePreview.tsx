import '../../i18n/sections/reminders';
import { Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { fillHtmlTemplate, fillTemplate, type TemplateValues } from '@pledgethon/core';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';

/**
 * The message as a recipient would read it. Values are escaped as they are filled in and the HTML is
 * sanitised again here, so neither what the author typed nor a name can run in this page.
 */
export function TemplatePreview({
  messageType,
  subject,
  body,
  values,
}: {
  messageType: 'email' | 'sms';
  subject: string | null;
  body: string;
  values: TemplateValues;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('reminders.templates.preview')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('reminders.templates.previewHint', { participant: values.PARTICIPANT_FULL_NAME ?? '' })}
      </Text>
      <Paper withBorder p="sm" radius="sm" data-testid="template-preview">
        {messageType === 'email' ? (
          <Stack gap="xs">
            <Text fw={700}>{fillTemplate(subject ?? '', values)}</Text>
            <Typography>
              <div
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just before
                dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(fillHtmlTemplate(body, values)) }}
              />
            </Typography>
          </Stack>
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{fillTemplate(body, values)}</Text>
        )}
      </Paper>
    </Stack>
  );
}
