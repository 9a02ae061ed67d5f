import { join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';

// A page that plays a sound (the lap counter's tone) starts a PulseAudio client in Chromium, which
// without a runtime folder of its own makes one in the temp dir and leaves it there. Playwright's
// output folder, emptied at the start of every run, holds it instead.
const pulseRuntimePath = join(import.meta.dirname, 'test-results', 'pulse');

/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell, built from the same
 * source as the chromium package), with the switches a headless test run needs: the same Blink and
 * V8 without the desktop browser around them, a quarter less time for the same tests (decision 167).
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): LaunchOptions {
  return {
    executablePath: '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
    env: { ...process.env, PULSE_RUNTIME_PATH: pulseRuntimePath },
  };
}
