import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';

// The repository's own copy of the product spec, so the texts are checked from a plain clone;
// `.ci/run` says when it falls behind the spec shared beside the repository.
const SPEC_PATH = resolve(import.meta.dirname, '..', '..', '..', 'docs', 'spec', 'platform-spec.md');

function section(spec: string, number: number): string {
  const start = spec.indexOf(`\n## ${number}. `);
  if (start < 0) throw new Error(`The spec has no section ${number}`);
  const end = spec.indexOf('\n## ', start + 1);
  return spec.slice(start, end < 0 ? undefined : end);
}

/**
 * The texts quoted '...' in a piece of the spec. A quote opens and closes only beside a non-letter,
 * so an apostrophe inside a text ('Participant's results not in valid range') does not end it.
 */
function quotedTexts(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d])'(.+?)'(?![\p{L}\d])/gu)].map((match) => match[1] ?? '');
}

describe('quotedTexts', () => {
  it('reads quotes that hold apostrophes, beside table bars and punctuation', () => {
    expect(quotedTexts("| Results | 'Participant's results not in valid range' |")).toEqual([
      "Participant's results not in valid range",
    ]);
    expect(
      quotedTexts("Missing: 'Please enter a username'. Overall: 'Please review required fields'."),
    ).toEqual(['Please enter a username', 'Please review required fields']);
    expect(quotedTexts("'Invalid Image' / 'not an image', 'Invalid units.'")).toEqual([
      'Invalid Image',
      'not an image',
      'Invalid units.',
    ]);
    expect(quotedTexts("the user's own page")).toEqual([]);
  });
});

describe('the message catalogue', () => {
  const spec = readFileSync(SPEC_PATH, 'utf8');
  const specTexts = [...new Set([5, 8].flatMap((number) => quotedTexts(section(spec, number))))];
  const catalogue = new Set<string>(Object.values(messages));

  it('holds every text quoted in spec sections 5 and 8, word for word', () => {
    // A section that lost its quotes would pass vacuously; the spec quotes dozens of texts.
    expect(specTexts.length).toBeGreaterThan(50);
    expect(specTexts.filter((text) => !catalogue.has(text))).toEqual([]);
  });

  it("keeps the spec's own spelling", () => {
    expect(catalogue.has('Template sucessfully archived')).toBe(true);
    expect(catalogue.has('An error occured and the post was not published. Please try again later.')).toBe(
      true,
    );
  });

  it('has no empty or padded text', () => {
    for (const text of catalogue) {
      expect(text).toBe(text.trim());
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
