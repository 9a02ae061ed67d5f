import { loadavg } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import type { RunningEngine } from './engines';
import {
  healthRoute,
  type LoadRoute,
  type LoadSample,
  loadRoute,
  loadRoutes,
  type RouteValues,
  routeValues,
} from './load';
import { formatMs, median } from './stats';

export type LoadSettings = {
  rounds: number;
  seconds: number;
  warmUpSeconds: number;
  /** The routes measured: health always, beside it those whose name holds one of these (all when empty). */
  only: readonly string[];
  /**
   * Each route loaded on every engine at the same time rather than in turn: half the time, for a run
   * that only proves every route answers under load (each engine then shares the cores with the other,
   * so its figures mean nothing).
   */
  enginesAtOnce: boolean;
};

/** The routes a run measures: health first, for the ratios, then those `only` names, in the table's order. */
function routesOf(only: readonly string[]) {
  return loadRoutes.filter(
    (route) => route === healthRoute || only.length === 0 || only.some((part) => route.name.includes(part)),
  );
}

type Measured = { engine: RunningEngine; route: string; round: number; sample: LoadSample };

function formatMb(mb: number | undefined): string {
  return mb === undefined ? '–' : `${Math.round(mb)} MB`;
}

/**
 * Every route on every engine, round after round: a route is measured on each engine in turn, so both
 * see the same load on a shared machine. The ratio is the route's req/s over health's in the same round.
 */
export async function runLoadBench(engines: readonly RunningEngine[], settings: LoadSettings) {
  const routes = routesOf(settings.only);
  const tokens = new Map<RunningEngine, Record<'parent' | 'organizer', string>>();
  const values = new Map<RunningEngine, RouteValues>();
  const idleMb = new Map<RunningEngine, number>();
  // Idle means after the start's own work has settled, before any load.
  await setTimeout(2000);
  for (const engine of engines) {
    idleMb.set(engine, (await engine.server.memory()).rssMb);
    const { tokens: engineTokens, values: engineValues } = await routeValues(engine.server.url);
    tokens.set(engine, engineTokens);
    values.set(engine, engineValues);
  }
  const run = (engine: RunningEngine, route: LoadRoute, seconds: number) =>
    loadRoute(engine.server.url, route, {
      seconds,
      tokens: tokens.get(engine) ?? { parent: '', organizer: '' },
      values: values.get(engine) as RouteValues,
    });

  if (settings.warmUpSeconds > 0) {
    for (const route of routes) {
      for (const engine of engines) await run(engine, route, settings.warmUpSeconds);
    }
  }
  const measured: Measured[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    for (const route of routes) {
      const measure = async (engine: RunningEngine): Promise<Measured> => ({
        engine,
        route: route.name,
        round,
        sample: await run(engine, route, settings.seconds),
      });
      if (settings.enginesAtOnce) measured.push(...(await Promise.all(engines.map(measure))));
      else for (const engine of engines) measured.push(await measure(engine));
    }
  }

  // On a shared machine the figures move with what else runs; the ratios and side-by-side medians less.
  console.log(`\nMachine load average over the last minute: ${loadavg()[0]?.toFixed(1)}`);
  console.log(
    `\nLoad: 50 connections, ${settings.warmUpSeconds} s warm-up, median of ${settings.rounds} round(s) of ${settings.seconds} s`,
  );
  console.log(
    `| route | ${engines.map((e) => `${e.label ?? e.engine} req/s | p50 | p99 | × health`).join(' | ')} |`,
  );
  console.log(`|---|${engines.map(() => '---|---|---|---').join('|')}|`);
  for (const route of routes) {
    const cells = engines.map((engine) => {
      const of = (name: string) => measured.filter((m) => m.engine === engine && m.route === name);
      const samples = of(route.name).map((m) => m.sample);
      const ratios = of(route.name).map((m) => {
        const health = of(healthRoute.name).find((h) => h.round === m.round);
        return m.sample.reqPerSec / (health?.sample.reqPerSec ?? Number.NaN);
      });
      const reqPerSec = median(samples.map((s) => s.reqPerSec));
      return `${Math.round(reqPerSec)} | ${formatMs(median(samples.map((s) => s.p50Ms)))} | ${formatMs(median(samples.map((s) => s.p99Ms)))} | ${median(ratios).toFixed(2)}`;
    });
    console.log(`| ${route.name} | ${cells.join(' | ')} |`);
  }

  console.log('\nStart and memory (the server as `npm start` runs it, its own process)');
  console.log(
    '| engine | first start to healthy | start to healthy | idle RSS | peak RSS, first start | peak RSS, under load |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const engine of engines) {
    const { peakMb } = await engine.server.memory();
    const first = engine.firstStart;
    console.log(
      `| ${engine.label ?? engine.engine} | ${first ? formatMs(first.startMs) : '–'} | ${formatMs(engine.server.startMs)} | ${formatMb(idleMb.get(engine))} | ${formatMb(first?.peakMb)} | ${formatMb(peakMb)} |`,
    );
  }
}
