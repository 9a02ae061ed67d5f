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

/** Stands in a path for a demo participant's id, known only once the demo exists. */
const PARTICIPANT = '{participant}';

export type LoadSample = { reqPerSec: number; p50Ms: number; p99Ms: number };

export const healthRoute: LoadRoute = { name: 'GET /api/health', method: 'GET', path: '/api/health' };

/** The donor path's calls and the one every signed-in call pays for, each against health. */
export const loadRoutes: readonly LoadRoute[] = [
  healthRoute,
  { name: 'GET /home', method: 'GET', path: '/home' },
  // The public Thon page: its HTML, drawn by the server (decision 091), and its JSON call.
  { name: 'GET /event/:code (HTML)', method: 'GET', path: `/event/${DEMO_EVENT_CODE}` },
  {
    name: 'GET /api/events/GetPublicEvent/:code',
    method: 'GET',
    path: `/api/events/GetPublicEvent/${DEMO_EVENT_CODE}`,
  },
  // A participant's public page (one of the demo parent's children): its HTML, drawn by the server, and
  // its JSON call.
  {
    name: 'GET /event/:code/p/:participant (HTML)',
    method: 'GET',
    path: `/event/${DEMO_EVENT_CODE}/p/${PARTICIPANT}`,
  },
  {
    name: 'GET /api/events/GetPublicParticipant/:code/:participant',
    method: 'GET',
    path: `/api/events/GetPublicParticipant/${DEMO_EVENT_CODE}/${PARTICIPANT}`,
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

/** A child of the demo parent, whose public page the benchmark opens. */
export async function demoParticipantId(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}/api/Parent/GetPledges`, { headers: { token } });
  const [pledge] = (await response.json()) as { ParticipantId: string }[];
  if (!pledge) throw new Error('the demo parent has no pledges to find a child by');
  return pledge.ParticipantId;
}

/** One autocannon run of `seconds` with 50 connections; any answer but 2xx fails the benchmark. */
export async function loadRoute(
  url: string,
  route: LoadRoute,
  { seconds, token, participantId }: { seconds: number; token: string; participantId: string },
): Promise<LoadSample> {
  const result = await autocannon({
    url: `${url}${route.path.replace(PARTICIPANT, participantId)}`,
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
