import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

import { port, stripeSitePort } from './ports';

const baseURL = `http://127.0.0.1:${port}`;
const stripeSiteURL = `http://127.0.0.1:${stripeSitePort}`;

// Every run starts each server on an empty data directory: start-server.ts migrates it and adds the demo
// and the tests' own accounts (own-accounts.ts) before the server starts.
// Each process that loads this file makes its own directories and removes them when it ends.
const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'pledgethon-e2e-')));
process.on('exit', () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** One server of the tests: start-server.ts on its port, its data directory and its public address. */
function server(site: { port: number; url: string; dataDir: string; env?: Record<string, string> }) {
  return {
    command: 'node --import tsx start-server.ts',
    cwd: import.meta.dirname,
    env: {
      PORT: String(site.port),
      HOST: '127.0.0.1',
      DATA_DIR: site.dataDir,
      // Links in e-mails and QR codes point at the address the tests browse.
      PUBLIC_URL: site.url,
      // The same server under another name plays the admin site, so the hand-off crosses origins.
      ADMIN_URL: `http://localhost:${site.port}`,
      ADMIN_HOSTS: 'localhost',
      // The home page offers its video only when one is configured.
      VIDEO_URL: 'https://vimeo.com/76979871',
      // Every browser test gives from this one address, and some decline cards on purpose: as on a school's
      // network, that would ask all later tests for a captcha (decision 105).
      PLEDGE_DECLINES_PER_ADDRESS_BEFORE_CAPTCHA: '1000',
      PLEDGE_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000',
      // Two workers sign in from the one address faster than a person could; the limit is the API's tests'.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...site.env,
    },
    url: `${site.url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  retries: 0,
  // Every test makes the data it changes (fixtures.ts), so two run side by side, one per core.
  workers: 2,
  // A test's own budget with the other worker busy on the second core.
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL,
    // Tests name English texts; an English browser is offered no translation of the page.
    locale: 'en-US',
    // No animation: axe then reads a toast or a dialog as it stands, never half faded in.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: [
    server({ port, url: baseURL, dataDir: dataDirs[0] ?? '' }),
    // The site with Stripe configured against the local Stripe stand-in (stripe-site.ts).
    server({
      port: stripeSitePort,
      url: stripeSiteURL,
      dataDir: dataDirs[1] ?? '',
      env: { E2E_STRIPE_STAND_IN: '1' },
    }),
  ],
});
