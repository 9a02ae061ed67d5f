import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the template editor writes: paragraphs, bold, italic, links and lists, plus the headings,
 * quotes, rules, underline and strike a pasted template may hold. Every tag is one the server keeps
 * (template-html.ts); code is left out because the server drops it. Links carry only their address,
 * as the server keeps them, so what the editor shows is what is stored (decision 129).
 */
export const templateExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [1, 2, 3, 4] },
    link: false,
    // An empty paragraph after a closing list would end every e-mail.
    trailingNode: false,
  }),
  Link.extend({
    addAttributes() {
      const { href, title } = this.parent?.() ?? {};
      return { href, title };
    },
  }).configure({
    openOnClick: false,
    autolink: false,
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
];

/** The editor's empty document is no message. */
export const bodyOf = (editor: { isEmpty: boolean; getHTML: () => string }): string =>
  editor.isEmpty ? '' : editor.getHTML();
