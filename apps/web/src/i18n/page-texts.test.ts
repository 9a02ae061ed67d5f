import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A screen's texts reach i18next only when the module that adds them has been imported (decision 060).
// A component that names a key of such a section without importing it would show the bare key to
// whoever opens that component first through another page.
const sourceRoot = fileURLToPath(new URL('..', import.meta.url));

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });

const files = sourceFiles(sourceRoot);

/** Each page-text key with the module (without extension) whose import adds it. */
const sectionModules = files.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^addPageTexts\('(\w+)'/gm)].map((match) => ({
    key: match[1] as string,
    module: file.replace(/\.tsx?$/, ''),
  })),
);

const namesKeyOf = (source: string, key: string): boolean =>
  new RegExp(`['"\`]${key}\\.|keyPrefix: ['"]${key}['"]`).test(source);

const importsModule = (file: string, source: string, module: string): boolean => {
  let path = relative(dirname(file), module);
  if (!path.startsWith('.')) path = `./${path}`;
  return source.includes(`'${path}'`);
};

describe("screens' own texts", () => {
  it('come from modules that add them', () => {
    expect(sectionModules.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['publicEvent', 'thonPeople', 'parent']),
    );
  });

  it('are imported by every file that names one of their keys', () => {
    const missing = files.flatMap((file) => {
      if (file.includes(`${sourceRoot}i18n${'/'}`)) return [];
      const source = readFileSync(file, 'utf8');
      return sectionModules
        .filter(({ key, module }) => namesKeyOf(source, key) && module !== file.replace(/\.tsx?$/, ''))
        .filter(({ module }) => !importsModule(file, source, module))
        .map(({ key }) => `${relative(sourceRoot, file)} names '${key}.…'`);
    });
    expect(missing).toEqual([]);
  });
});
