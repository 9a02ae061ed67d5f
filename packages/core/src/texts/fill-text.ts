type Values = Readonly<Record<string, string | number>>;

/** Fills {{name}} placeholders, as i18next does for the web app's copy of the shared texts. */
export function fillText(text: string, values: Values = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/**
 * One text of a section by its dotted key, filled: with a `count`, the key's `_one` or `_other` form
 * is taken as i18next takes it for English and Spanish. A missing key answers itself, as i18next does.
 */
export function textOf(section: object, key: string, values: Values = {}): string {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  let node: unknown = section;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const texts = (node ?? {}) as Record<string, unknown>;
  const plural = typeof values.count === 'number' ? (values.count === 1 ? '_one' : '_other') : '';
  const text = texts[`${last}${plural}`] ?? texts[last];
  return typeof text === 'string' ? fillText(text, values) : key;
}
