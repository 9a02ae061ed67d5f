import '../../i18n/sections/reminders';
import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { PlaceholderPicker } from './PlaceholderPicker';
import { fitsTheEditor } from './template-markup';

// The editor and its styles load with the first e-mail template edited, never with another page.
const TemplateBodyEditor = lazy(() => import('./TemplateBodyEditor'));

/**
 * A template's body: an e-mail's as formatted text (or as HTML, when asked or when it holds markup
 * the editor would drop), a text message's as plain text. Mount it anew for each template.
 */
export function TemplateBodyField({
  messageType,
  editable,
  value,
  onChange,
}: {
  messageType: 'email' | 'sms';
  editable: boolean;
  value: string;
  onChange: (body: string) => void;
}) {
  const { t } = useTranslation();
  const fits = fitsTheEditor(value);
  const [mode, setMode] = useState<'formatted' | 'html'>(fits ? 'formatted' : 'html');
  const email = messageType === 'email';
  const formatted = email && editable && mode === 'formatted' && fits;
  return (
    <Stack gap="xs">
      {email && editable && (
        <SegmentedControl
          aria-label={t('reminders.templates.editing')}
          w="fit-content"
          value={formatted ? 'formatted' : 'html'}
          onChange={(next) => setMode(next as typeof mode)}
          data={[
            { value: 'formatted', label: t('reminders.templates.formatted'), disabled: !fits },
            { value: 'html', label: t('reminders.templates.html') },
          ]}
        />
      )}
      {email && editable && !fits && (
        <Text size="sm" c="gray.7">
          {t('reminders.templates.htmlOnly')}
        </Text>
      )}
      {formatted ? (
        <Suspense fallback={<PageLoader />}>
          <TemplateBodyEditor value={value} label={t('reminders.templates.body')} onChange={onChange} />
        </Suspense>
      ) : (
        <>
          <Textarea
            label={t('reminders.templates.body')}
            description={email ? t('reminders.templates.bodyHtmlHint') : undefined}
            value={value}
            readOnly={!editable}
            autosize
            minRows={5}
            maxRows={14}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          {editable && <PlaceholderPicker onPick={(token) => onChange(`${value}${token}`)} />}
        </>
      )}
    </Stack>
  );
}
