export const TEMPLATE_PLACEHOLDERS = [
  'FIRSTNAME',
  'LASTNAME',
  'EVENTURL',
  'FUNRUN_DATE',
  'PARTICIPANT_FULL_NAME',
  'EVENT_NAME',
  'UNITNAME',
  'UNITNAME_PLURAL',
  'MIN_UNITS',
  'MAX_UNITS',
  'EVENT_CODE',
  'FUNDS_GO_TO',
  'PARTICIPANT_FIRSTNAME',
  'PARTICIPANT_LASTNAME',
  'PARTICIPANT_URL',
  'FIRSTNAMES',
  'IS_OR_ARE',
  'UNIT_NAME',
  'APPNAME',
  'EVENT_URL',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export type TemplateValues = Partial<Record<TemplatePlaceholder, string>>;

/**
 * Placeholders are written [NAME]. Square brackets survive the HTML editor and e-mail bodies unescaped
 * (unlike <NAME>), are rare in the prose of a fundraising message, and cannot be mistaken for the
 * {{name}} interpolation of the web app's translation library, which would otherwise fill or mangle
 * them first.
 */
const PLACEHOLDER_TOKEN = /\[([A-Z_]+)\]/g;

const isPlaceholder = (name: string): name is TemplatePlaceholder =>
  (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

const fill = (text: string, values: TemplateValues, encode: (value: string) => string): string =>
  text.replace(PLACEHOLDER_TOKEN, (token, name: string) => {
    const value = isPlaceholder(name) ? values[name] : undefined;
    // A token left as written shows the author what was not filled, instead of a silent gap.
    return value === undefined ? token : encode(value);
  });

/** Fills a plain-text template (SMS, subject line). Unknown or unsupplied placeholders stay as written. */
export const fillTemplate = (text: string, values: TemplateValues): string =>
  fill(text, values, (value) => value);

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML, as element content or in a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Fills an HTML template (e-mail body), escaping values so a name cannot inject markup. */
export const fillHtmlTemplate = (html: string, values: TemplateValues): string =>
  fill(html, values, escapeHtml);
