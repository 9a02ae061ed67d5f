import { DEMO_ACCOUNTS, DEMO_EVENT_CODE, DEMO_LANDING_PAGE_URL, DEMO_PASSWORD } from '@pledgethon/db';
import autocannon from 'autocannon';
import { CAMPAIGN_EVENT_CODE, CAMPAIGN_LANDING_ADDRESS } from './big-thon';

export type LoadRoute = {
  name: string;
  method: 'GET' | 'POST';
  /** May name `{participant}` (a demo parent's child) and, for the big Thon, `{bigEvent}` and `{bigParticipant}`. */
  path: string;
  body?: string;
  /** Sends this demo account's session token. */
  signedIn?: 'parent' | 'organizer';
};

/** What a route's path names, known only once the data exists on the engine. */
export type RouteValues = {
  participant: string;
  demoEvent: string;
  bigEvent: string;
  bigParticipant: string;
};

export type LoadSample = { reqPerSec: number; p50Ms: number; p99Ms: number };

export const healthRoute: LoadRoute = { name: 'GET /api/health', method: 'GET', path: '/api/health' };

/** The pages a school's organiser opens first, on the demo Thon and on the big one. */
const staffRoutes = (thon: 'demo' | 'big', event: string): LoadRoute[] => [
  {
    name: `GET /api/Dashboard/GetDashboard/:id (${thon})`,
    method: 'GET',
    path: `/api/Dashboard/GetDashboard/${event}`,
    signedIn: 'organizer',
  },
  {
    name: `GET /api/Dashboard/GetParticipants/:id?page=40 (${thon})`,
    method: 'GET',
    path: `/api/Dashboard/GetParticipants/${event}?page=${thon === 'big' ? 40 : 2}`,
    signedIn: 'organizer',
  },
  {
    name: `GET /api/Dashboard/GetActivity/:id (${thon})`,
    method: 'GET',
    path: `/api/Dashboard/GetActivity/${event}?page=1`,
    signedIn: 'organizer',
  },
  {
    name: `GET /api/ThonParticipants/List/:id?Page=3 (${thon})`,
    method: 'GET',
    path: `/api/ThonParticipants/List/${event}?Page=3`,
    signedIn: 'organizer',
  },
];

/** The donor path's calls and the one every signed-in call pays for, each against health. */
export const loadRoutes: readonly LoadRoute[] = [
  healthRoute,
  { name: 'GET /home', method: 'GET', path: '/home' },
  // The landing page people share, and the pledge form it leads to.
  { name: 'GET /:landing (demo)', method: 'GET', path: `/${DEMO_LANDING_PAGE_URL}` },
  { name: 'GET /event/:code/pledge (demo)', method: 'GET', path: `/event/${DEMO_EVENT_CODE}/pledge` },
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
    path: `/event/${DEMO_EVENT_CODE}/p/{participant}`,
  },
  {
    name: 'GET /api/events/GetPublicParticipant/:code/:participant',
    method: 'GET',
    path: `/api/events/GetPublicParticipant/${DEMO_EVENT_CODE}/{participant}`,
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
    signedIn: 'parent',
  },
  {
    name: "GET /api/Parent/GetPledges (signed in: the pledges of a parent's children)",
    method: 'GET',
    path: '/api/Parent/GetPledges',
    signedIn: 'parent',
  },
  ...staffRoutes('demo', '{demoEvent}'),
  // The same pages on a Thon of 5,000 children and 50,000 pledges (writeCampaignThon).
  { name: 'GET /:landing (big)', method: 'GET', path: `/${CAMPAIGN_LANDING_ADDRESS}` },
  { name: 'GET /event/:code/pledge (big)', method: 'GET', path: `/event/${CAMPAIGN_EVENT_CODE}/pledge` },
  { name: 'GET /event/:code (HTML, big)', method: 'GET', path: `/event/${CAMPAIGN_EVENT_CODE}` },
  {
    name: 'GET /event/:code/p/:participant (HTML, big)',
    method: 'GET',
    path: `/event/${CAMPAIGN_EVENT_CODE}/p/{bigParticipant}`,
  },
  ...staffRoutes('big', '{bigEvent}'),
];

/** Signs a demo account in once; its token then rides on every call signed in as it. */
export async function signInDemo(url: string, key: 'parent' | 'organizer'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  const response = await fetch(`${url}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: account?.email, Password: DEMO_PASSWORD, RememberMe: false }),
  });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
  return (await response.json()) as string;
}

/** A child of the demo parent, whose public page the benchmark opens. */
async function demoParticipantId(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}/api/Parent/GetPledges`, { headers: { token } });
  const [pledge] = (await response.json()) as { ParticipantId: string }[];
  if (!pledge) throw new Error('the demo parent has no pledges to find a child by');
  return pledge.ParticipantId;
}

/** The route's path with the values it names. */
function routePath(route: LoadRoute, values: RouteValues) {
  return route.path.replace(/\{(\w+)\}/g, (_, name: keyof RouteValues) => values[name]);
}

/** One call of the route, as the load sends it; any answer but 2xx fails. */
export async function callRoute(
  url: string,
  route: LoadRoute,
  tokens: Record<'parent' | 'organizer', string>,
  values: RouteValues,
) {
  const response = await fetch(`${url}${routePath(route, values)}`, {
    method: route.method,
    headers: {
      ...(route.body ? { 'content-type': 'application/json' } : {}),
      ...(route.signedIn ? { token: tokens[route.signedIn] } : {}),
    },
    ...(route.body ? { body: route.body } : {}),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${route.name} answered ${response.status}`);
}

/** One autocannon run of `seconds` with 50 connections; any answer but 2xx fails the benchmark. */
export async function loadRoute(
  url: string,
  route: LoadRoute,
  {
    seconds,
    tokens,
    values,
  }: { seconds: number; tokens: Record<'parent' | 'organizer', string>; values: RouteValues },
): Promise<LoadSample> {
  const result = await autocannon({
    url: `${url}${routePath(route, values)}`,
    method: route.method,
    connections: 50,
    duration: seconds,
    headers: {
      'accept-encoding': 'gzip, br',
      ...(route.body ? { 'content-type': 'application/json' } : {}),
      ...(route.signedIn ? { token: tokens[route.signedIn] } : {}),
    },
    ...(route.body ? { body: route.body } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${route.name} on ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { reqPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** A Thon's id, as its organiser's list of Thons names it. */
export async function organizerThonId(url: string, token: string, eventCode: string): Promise<string> {
  const response = await fetch(`${url}/api/Dashboard/GetMyThons`, { headers: { token } });
  const thons = (await response.json()) as { EventId: string; EventCode: string }[];
  const thon = thons.find((candidate) => candidate.EventCode === eventCode);
  if (!thon) throw new Error(`the demo organiser does not reach the Thon ${eventCode}`);
  return thon.EventId;
}

/** The first participant of a Thon by name, as its organiser's dashboard lists them. */
async function firstParticipantId(url: string, token: string, eventId: string): Promise<string> {
  const response = await fetch(`${url}/api/Dashboard/GetParticipants/${eventId}?page=1`, {
    headers: { token },
  });
  const { Items } = (await response.json()) as { Items: { ParticipantId: string }[] };
  const [first] = Items;
  if (!first) throw new Error(`the Thon ${eventId} lists no participant`);
  return first.ParticipantId;
}

/** The demo accounts' tokens and the ids the routes name, on the server at `url`. */
export async function routeValues(url: string) {
  const parent = await signInDemo(url, 'parent');
  const organizer = await signInDemo(url, 'organizer');
  const bigEvent = await organizerThonId(url, organizer, CAMPAIGN_EVENT_CODE);
  const values: RouteValues = {
    participant: await demoParticipantId(url, parent),
    demoEvent: await organizerThonId(url, organizer, DEMO_EVENT_CODE),
    bigEvent,
    bigParticipant: await firstParticipantId(url, organizer, bigEvent),
  };
  return { tokens: { parent, organizer }, values };
}
