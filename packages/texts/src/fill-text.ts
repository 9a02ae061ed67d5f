/** The values a text's {{name}} placeholders are filled with; `count` also picks a plural form. */
export type TextValues = Readonly<Record<string, unknown>>;

/** Fills {{name}} placeholders: the one way every text of the catalogue is filled, on the server and in i18next. */
export function fillText(text: string, values: TextValues = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/**
 * The suffix of the plural form a `count` picks, '_one' or '_other' (English and Spanish alike), or ''
 * without a count: a key with forms is written `teams_one`, `teams_other`.
 */
export function pluralSuffix(values: TextValues): string {
  if (typeof values.count !== 'number') return '';
  return values.count === 1 ? '_one' : '_other';
}

/**
 * One text of a section by its dotted key, filled, in the plural form its `count` picks. A missing key
 * answers itself, as i18next does in the web app.
 */
export function textOf(section: object, key: string, values: TextValues = {}): string {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  let node: unknown = section;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const texts = (node ?? {}) as Record<string, unknown>;
  const text = texts[`${last}${pluralSuffix(values)}`] ?? texts[last];
  return typeof text === 'string' ? fillText(text, values) : key;
}
