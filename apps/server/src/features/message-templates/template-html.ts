import { fillHtmlTemplate, type TemplateValues } from '@pledgethon/core';
import sanitizeHtml from 'sanitize-html';

// What an e-mail body needs and mail clients show alike: text structure, emphasis, links and images.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  // [PARTICIPANT_URL] and the like are relative until filled; the second pass checks what they became.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
};

/** A template body as stored and served: only the markup an e-mail needs, no script or handler. */
export const sanitizeTemplateHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * A body filled for one recipient. Values are escaped as they go in, and the result is sanitised
 * again, so neither a name nor a URL placed in an attribute can add markup or a script link.
 */
export const renderTemplateHtml = (html: string, values: TemplateValues): string =>
  sanitizeTemplateHtml(fillHtmlTemplate(sanitizeTemplateHtml(html), values));
