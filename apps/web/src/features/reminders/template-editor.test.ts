// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, templateExtensions } from './template-editor';
import { fitsTheEditor } from './template-markup';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());
const open = (html: string) => {
  editor = new Editor({ extensions: templateExtensions, content: html });
  return editor;
};

describe('the template editor writes the HTML the server keeps', () => {
  it('bolds, italicises, links and lists as plain tags, with a placeholder where the cursor is', () => {
    const body = open('<p>Hi there</p><p>Thanks</p>');
    body.chain().setTextSelection({ from: 1, to: 3 }).toggleBold().run();
    body.chain().setTextSelection({ from: 4, to: 9 }).toggleItalic().run();
    body.chain().setTextSelection({ from: 11, to: 17 }).setLink({ href: 'https://example.com/give' }).run();
    body.chain().setTextSelection(17).insertContent(' [PARTICIPANT_FIRST_NAME]').toggleBulletList().run();
    expect(bodyOf(body)).toBe(
      '<p><strong>Hi</strong> <em>there</em></p>' +
        '<ul><li><p><a href="https://example.com/give">Thanks</a> [PARTICIPANT_FIRST_NAME]</p></li></ul>',
    );
  });

  it('keeps a numbered list and a placeholder link, and leaves out what the server would drop', () => {
    const body = open(
      '<ol><li><p>One</p></li></ol><p><a href="[PARTICIPANT_URL]" target="_blank" onclick="x()">page</a></p><pre><code>x</code></pre>',
    );
    expect(bodyOf(body)).toBe(
      '<ol><li><p>One</p></li></ol><p><a href="[PARTICIPANT_URL]">page</a></p><p>x</p>',
    );
  });

  it('stores an emptied message as no message', () => {
    const body = open('<p>Bye</p>');
    body.commands.clearContent();
    expect(bodyOf(body)).toBe('');
  });

  it('sends a body with images or tables to the HTML field instead, where nothing is dropped', () => {
    expect(fitsTheEditor('<p>Hi <strong>you</strong></p><ul><li>one</li></ul>')).toBe(true);
    expect(fitsTheEditor('<p><img src="https://example.com/a.png" alt=""></p>')).toBe(false);
    expect(fitsTheEditor('<table><tr><td>1</td></tr></table>')).toBe(false);
  });
});
