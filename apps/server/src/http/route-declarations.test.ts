import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as contracts from '@pledgethon/contracts';
import { apiDocsPath, type Endpoint, routeKey } from '@pledgethon/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  METHODS.has(String((value as Endpoint).method)) &&
  typeof (value as Endpoint).path === 'string';

const declared = new Set((Object.values(contracts) as unknown[]).filter(isEndpoint).map(routeKey));

const webDistDir = mkdtempSync(join(tmpdir(), 'pledgethon-web-'));

// The API document's viewer registers its own routes under its prefix, the static files plugin one per
// file of the build; HEAD answers every GET.
const ownedByPlugins = (method: string, url: string) =>
  method === 'HEAD' ||
  url === apiDocsPath ||
  url.startsWith(`${apiDocsPath}/`) ||
  existsSync(join(webDistDir, url));

describe('the route table and the contracts', () => {
  afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));
  // A build with the pledge form's page in it, so that the app registers that page's route too.
  const server = useTestApp(() => {
    const page =
      '<!doctype html><html lang="en"><head><title>PledgeThon</title></head><body><div id="root"></div></body></html>';
    writeFileSync(join(webDistDir, 'index.html'), page);
    writeFileSync(join(webDistDir, 'pledge.html'), page);
    return { webDistDir };
  });
  const registered = () =>
    new Set(
      server.app
        .declaredRoutes()
        .filter(({ method, url }) => !ownedByPlugins(method, url))
        .map(({ method, url }) => `${method} ${url}`),
    );

  it('registers only routes the contracts declare, so no path or schema is written twice', () => {
    expect([...registered()].filter((key) => !declared.has(key))).toEqual([]);
  });

  it('registers every route the contracts declare, so the web calls nothing the server lacks', () => {
    const table = registered();
    expect([...declared].filter((key) => !table.has(key))).toEqual([]);
  });
});
