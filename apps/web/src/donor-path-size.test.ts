import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

// The pages the server draws (decision 091), by the one script they link: the server's tests check
// that it is the only script on them and that they name nothing else of the app's build.
const serverPages = {
  '/event/{code}': 'donor-page.js',
  '/event/{code}/p/{participant}': 'donor-page.js',
};
/** The donor path's goal, held by the pages the server draws and the pages with an entry of their own. */
const serverBudgetKb = 120;

// The pledge form (decision 102) and the home page (decision 140) are entries of their own in the web
// app's build: React and the page, none of the app's shell. Measured by each entry's static imports, all
// of which load before it runs.
const ownEntries = { '/event/{code}/pledge': 'pledge.html', '/home': 'home.html' };

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverResources = `${repositoryRoot}apps/server/src/features/landing-pages/resources/`;

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file and every file it imports statically, all of which load before it runs. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

const gzippedBytes = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

describe('the JavaScript a donor page loads first', () => {
  let manifest: Manifest;
  beforeAll(() => {
    // `npm run build` rebuilds the web app only when its inputs changed since the last build, so this
    // measures what the sources make today at the cost of a hash when nothing changed.
    // The test runner's NODE_ENV=test would make it React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    execFileSync('npm', ['run', 'build'], { cwd: repositoryRoot, env, stdio: 'pipe' });
    manifest = JSON.parse(readFileSync(`${webRoot}dist/.vite/manifest.json`, 'utf8'));
  }, 300_000);

  it.each(Object.entries(ownEntries))(`keeps %s within ${serverBudgetKb} KB gzipped`, (_page, entry) => {
    const files = staticClosure(manifest, entry);
    const kilobytes =
      [...files].reduce((sum, file) => sum + gzippedBytes(`${webRoot}dist/${file}`), 0) / 1024;
    expect(kilobytes).toBeLessThanOrEqual(serverBudgetKb);
  });

  it.each(Object.entries(serverPages))(`keeps %s within ${serverBudgetKb} KB gzipped`, (_page, script) => {
    const kilobytes = gzippedBytes(`${serverResources}${script}`) / 1024;
    expect(kilobytes).toBeLessThanOrEqual(serverBudgetKb);
  });

  it('does not preload the pages with an entry of their own from index.html', () => {
    const html = readFileSync(`${webRoot}dist/index.html`, 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const entry of Object.values(ownEntries)) {
      expect(preloaded).not.toContain(manifest[entry]?.file);
    }
  });
});
