import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Every source file under a folder, tests left out: they may call the raw HTTP surface by its paths. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A string or template that starts an API path: `'/api/Thons/Create'`, `` `/api/Pledges/${x}` ``.
const API_PATH_LITERAL = /['"`]\/api\/[A-Za-z]/;

describe('API paths are written once, in the contracts', () => {
  it.each(['apps/server/src', 'apps/web/src'])(
    '%s calls and registers routes by their declarations',
    (folder) => {
      const found = sourcesUnder(join(repositoryRoot, folder)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            API_PATH_LITERAL.test(line)
              ? [`${relative(repositoryRoot, file)}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
      expect(found).toEqual([]);
    },
  );
});
