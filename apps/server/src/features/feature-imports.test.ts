import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = dirname(fileURLToPath(import.meta.url));

// Tests and their helpers may drive a feature through another's; the running server may not loop.
const isTestCode = (path: string) =>
  path.endsWith('.test.ts') || path.split(sep).some((part) => part.startsWith('testing'));

/** Which feature imports which, read from the relative imports of every server source file. */
function featureImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const files = readdirSync(FEATURES, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.ts') && !isTestCode(name))) {
    const [feature, ...rest] = file.split(sep);
    if (!feature || rest.length === 0) continue;
    const source = readFileSync(join(FEATURES, file), 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = relative(FEATURES, resolve(FEATURES, dirname(file), specifier ?? '')).split(sep);
      const [other] = target;
      if (target.length < 2 || !other || other === '..' || other === feature) continue;
      edges.set(feature, (edges.get(feature) ?? new Set()).add(other));
    }
  }
  return edges;
}

/** Each loop of features, as the path that closes it (`a -> b -> a`), found once from its smallest name. */
function loops(edges: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, path: string[]) => {
    for (const next of edges.get(path.at(-1) ?? '') ?? []) {
      if (next === start) found.add([...path, start].join(' -> '));
      else if (next > start && !path.includes(next)) walk(start, [...path, next]);
    }
  };
  for (const feature of [...edges.keys()].sort()) walk(feature, [feature]);
  return [...found];
}

describe('the features of the server', () => {
  it('import one another one way only, so none needs itself to be understood', () => {
    expect(loops(featureImports())).toEqual([]);
  });

  it('sees a loop when there is one', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(loops(edges)).toEqual(['a -> b -> c -> a']);
  });
});
