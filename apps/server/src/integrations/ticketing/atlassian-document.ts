type TextNode = { type: 'text'; text: string } | { type: 'hardBreak' };
type ParagraphNode = { type: 'paragraph'; content: TextNode[] };

/**
 * Plain text as an Atlassian Document (the description format of Jira's REST API v3): a paragraph
 * per blank-line-separated block, a hard break per line. Empty text nodes are not allowed there.
 */
export function toAtlassianDocument(text: string) {
  const paragraphs: ParagraphNode[] = text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.split(/\r?\n/).filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) => ({
      type: 'paragraph',
      content: lines.flatMap((line, index): TextNode[] =>
        index === 0 ? [{ type: 'text', text: line }] : [{ type: 'hardBreak' }, { type: 'text', text: line }],
      ),
    }));
  return { type: 'doc', version: 1, content: paragraphs };
}
