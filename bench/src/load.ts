import { DEMO_ACCOUNTS, DEMO_EVENT_CODE, DEMO_PASSWORD } from '@pledgethon/db';
import autocannon from 'autocannon';

export type LoadRoute = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sends the demo parent's session token. */
  signedIn?: boolean;
};

export type LoadSample = { reqPerSec: number; p50Ms: number; p99Ms: number };

export const healthRoute: LoadRoute = { name: 'GET /api/health', method: 'GET', path: '/api/health' };

/** The donor path's calls and the one every signed-in call pays for, each against health. */
export const loadRoutes: readonly LoadRoute[] = [
  healthRoute,
  { name: 'GET /home', method: 'GET', path: '/home' },
  {
    name: 'GET /api/events/GetPublicEvent/:code',
    method: 'GET',
    path: `/api/events/GetPublicEvent/${DEMO_EVENT_CODE}`,
  },
  {
    name: 'POST /api/EventCode',
    method: 'POST',
    path: '/api/EventCode',
    body: JSON.stringify({ EventCode: DEMO_EVENT_CODE }),
  },
  {
    name: 'GET /api/Session/Current (signed in)',
    method: 'GET',
    path: '/api/Session/Current',
    signedIn: true,
  },
  {
    name: "GET /api/Parent/GetPledges (signed in: the pledges of a parent's children)",
    method: 'GET',
    path: '/api/Parent/GetPledges',
    signedIn: true,
  },
];

/** Signs the demo parent in once; its token then rides on every signed-in call. */
export async function signInDemoParent(url: string): Promise<string> {
  const parent = DEMO_ACCOUNTS.find((account) => account.key === 'parent');
  const response = await fetch(`${url}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: parent?.email, Password: DEMO_PASSWORD, RememberMe: false }),
  });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
  return (await response.json()) as string;
}

/** One autocannon run of `seconds` with 50 connections; any answer but 2xx fails the benchmark. */
export async function loadRoute(
  url: string,
  route: LoadRoute,
  { seconds, token }: { seconds: number; token: string },
): Promise<LoadSample> {
  const result = await autocannon({
    url: `${url}${route.path}`,
    method: route.method,
    connections: 50,
    duration: seconds,
    headers: {
      'accept-encoding': 'gzip, br',
      ...(route.body ? { 'content-type': 'application/json' } : {}),
      ...(route.signedIn ? { token } : {}),
    },
    ...(route.body ? { body: route.body } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${route.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { reqPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}
