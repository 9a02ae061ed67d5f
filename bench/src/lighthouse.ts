import { get } from 'node:http';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './stats';

/** A donor page as Lighthouse measures it: mobile settings (its default), simulated slow 4G. */
type PageReport = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Everything the page moved over the network, as sent (brotli where the browser takes it). */
  transferredKb: number;
  /** The scripts the page loaded, asked for again with `Accept-Encoding: gzip`. */
  gzippedJsKb: number;
};

// Debian's Chromium: the benchmark never downloads a browser.
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

type Audit = { numericValue?: number; details?: { items?: { url?: string; resourceType?: string }[] } };

/**
 * The gzipped size of a script: as sent when the server gzips it (node:http, unlike fetch, does not
 * decompress), else gzipped here, so a server without compression is measured the same way.
 */
function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const sentGzipped = response.headers['content-encoding'] === 'gzip';
        resolve(sentGzipped ? body.length : gzipSync(body, { level: 9 }).length);
      });
    }).on('error', reject);
  });
}

async function gzippedKb(urls: readonly string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(gzippedBytes));
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

async function measureOnce(port: number, url: string): Promise<PageReport> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id] as Audit | undefined;
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const scripts = (audit('network-requests')?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url)
    .map((item) => item.url as string);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    transferredKb: numeric('total-byte-weight') / 1024,
    gzippedJsKb: await gzippedKb([...new Set(scripts)]),
  };
}

/** Each page `runs` times in one headless Chromium; prints the median of every figure. */
export async function runLighthouse(baseUrl: string, pages: readonly string[], runs: number): Promise<void> {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // Lighthouse simulates a phone's CPU from this machine's: a busy machine reads slower.
    console.log(`\nMachine load average over the last minute: ${loadavg()[0]?.toFixed(1)}`);
    console.log(
      `Lighthouse ${runs > 1 ? `(median of ${runs} runs)` : '(one run)'}, mobile, against ${baseUrl}`,
    );
    console.log(
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | transferred | JS, gzipped |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const page of pages) {
      const reports: PageReport[] = [];
      for (let run = 0; run < runs; run++) reports.push(await measureOnce(chrome.port, `${baseUrl}${page}`));
      const m = (pick: (report: PageReport) => number) => median(reports.map(pick));
      console.log(
        `| ${page} | ${m((r) => r.performance)} | ${m((r) => r.accessibility)} | ${m((r) => r.bestPractices)} | ${m((r) => r.seo)} | ${Math.round(m((r) => r.fcpMs))} ms | ${Math.round(m((r) => r.lcpMs))} ms | ${Math.round(m((r) => r.tbtMs))} ms | ${Math.round(m((r) => r.transferredKb))} KB | ${Math.round(m((r) => r.gzippedJsKb))} KB |`,
      );
    }
  } finally {
    chrome.kill();
  }
}
