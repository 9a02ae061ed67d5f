import { performance } from 'node:perf_hooks';
import { httpGet } from './http-get';

/**
 * The visitor of `responsiveness-bench.ts`, in a process of its own so that a frozen server cannot
 * also freeze the clock that times it: asks each address in turn, one request at a time with a short
 * pause between, until told to stop, then sends back every answer's time. Says 'ready' after its
 * first answer, so that no phase starts before it asks.
 *
 *   node --import tsx bench/src/latency-probe.ts <address>...
 */
export type ProbeSample = { url: string; at: number; ms: number };

const urls = process.argv.slice(2);
const samples: ProbeSample[] = [];
let stopping = false;
process.on('message', () => {
  stopping = true;
});

for (let turn = 0; !stopping; turn += 1) {
  const url = urls[turn % urls.length] ?? '';
  const at = Date.now();
  const started = performance.now();
  const status = await httpGet(url);
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  samples.push({ url, at, ms: performance.now() - started });
  if (turn === 0) process.send?.('ready');
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.send?.(samples, () => process.exit(0));
