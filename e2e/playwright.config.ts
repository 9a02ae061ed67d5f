import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = 3100;
const baseURL = `http://127.0.0.1:${port}`;

// Every run starts the server on an empty data directory, so it migrates and seeds the demo afresh.
// Each process that loads this file makes its own directory and removes it when it ends.
const dataDir = mkdtempSync(join(tmpdir(), 'pledgethon-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    // Tests name English texts, so the machine's own language must not pick another one.
    locale: 'en-US',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx ../apps/server/src/main.ts',
    cwd: import.meta.dirname,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
