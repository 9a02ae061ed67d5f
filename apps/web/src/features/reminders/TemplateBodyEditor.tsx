import '@mantine/tiptap/styles.css';
import '../../i18n/sections/reminders';
import { Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPicker } from './PlaceholderPicker';
import { bodyOf, templateExtensions } from './template-editor';

/**
 * An e-mail template's body as formatted text, with its placeholders inserted where the cursor is.
 * Loaded only when an organiser edits an e-mail template, so no other page carries the editor.
 */
export default function TemplateBodyEditor({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  // The editor keeps the callbacks it was made with; this reaches the latest draft.
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: templateExtensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: edited }) => changed.current(bodyOf(edited)),
  });
  return (
    <>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('reminders.templates.editor.bold'),
          italicControlLabel: t('reminders.templates.editor.italic'),
          linkControlLabel: t('reminders.templates.editor.link'),
          unlinkControlLabel: t('reminders.templates.editor.unlink'),
          bulletListControlLabel: t('reminders.templates.editor.bulletList'),
          orderedListControlLabel: t('reminders.templates.editor.orderedList'),
          linkEditorInputLabel: t('reminders.templates.editor.linkUrl'),
          linkEditorSave: t('reminders.templates.editor.linkSave'),
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            {/* The server keeps a link's address only, so a "new tab" choice would not last. */}
            <RichTextEditor.Link styles={{ linkEditorExternalControl: { display: 'none' } }} />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
      <PlaceholderPicker onPick={(token) => editor?.chain().focus().insertContent(token).run()} />
    </>
  );
}
