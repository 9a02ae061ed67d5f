import { escapeHtml, fillText } from '@pledgethon/core';

/** Fills {{name}} placeholders, as the web app and the pledge form do (core's `fillText`). */
export const fill = fillText;

/** Escapes, then fills: the values are escaped too, the template is ours. */
export const say = (text: string, values: Record<string, string | number> = {}) =>
  fill(
    escapeHtml(text),
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(String(value))])),
  );
