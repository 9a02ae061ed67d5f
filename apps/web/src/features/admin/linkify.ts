export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const WEB_LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Splits a plain-text message into text and web links, so links in sent e-mails can be opened. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_LINK)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
