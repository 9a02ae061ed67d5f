import type { DemoSummary } from '@pledgethon/db';

/** What a newcomer needs after the first start: where to go and how to sign in. */
export function formatDemoSummary(summary: DemoSummary): string {
  const width = Math.max(...summary.logins.map((login) => login.username.length));
  const rows = summary.logins.map((login) => `  ${login.username.padEnd(width)}  ${login.note}`);
  return [
    `Demo data created: event code ${summary.eventCode}, landing page URL "${summary.landingPageUrl}"`,
    `Demo logins (password ${summary.password} for every account):`,
    ...rows,
  ].join('\n');
}
