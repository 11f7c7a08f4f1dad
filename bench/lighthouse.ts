/**
 * Lighthouse on the published storefront: the home page, a category page (its products from the
 * record API) and a product page (bound to its record). The real server (`npm start`, production
 * build) on a throw-away data folder, the storefront published to production through the editor
 * API, then Lighthouse's default mobile run (Moto G Power emulation, simulated slow 4G and 4×
 * CPU slowdown), performance category only, driving the Debian Chromium, one page at a time.
 * Each page is measured `BENCH_LIGHTHOUSE_RUNS` times (5 unless set) and the median run is
 * reported, as Lighthouse's own guidance on variability says: on a 2-core machine total
 * blocking time moves by ±400 ms between two runs of the same build.
 */
import { writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROME_FLAGS, CHROME_PATH } from './support/chromium.ts';
import { publish, startServer, statusOf } from './support/server.ts';

export const LIGHTHOUSE_TARGET = 95;
/** The pages measured: home, a category page, a product page. */
export const LIGHTHOUSE_ROUTES = ['/', '/category-groceries', '/product/recMaizeMeal10kg1'];

/** Runs per page; the median one is reported. */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 5);

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseFigures {
  url: string;
  /** The median run's score. */
  score: number;
  /** Every run's score, in the order measured. */
  scores: number[];
  metrics: Array<{ metric: string; value: string; score: number | null }>;
  /** Opportunities and diagnostics that cost time, biggest first. */
  opportunities: Array<{ audit: string; saving: string; detail: string }>;
  /** Failing or notable audits worth reading when the score is low. */
  warnings: string[];
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
  ['interactive', 'TTI'],
] as const;

/** Audits worth listing when they fail, beside the ones with an estimated saving. */
const DIAGNOSTICS = [
  'render-blocking-resources',
  'render-blocking-insight',
  'network-dependency-tree-insight',
  'critical-request-chains',
  'lcp-discovery-insight',
  'largest-contentful-paint-element',
  'lcp-lazy-loaded',
  'unused-javascript',
  'uses-rel-preconnect',
  'server-response-time',
  'document-latency-insight',
  'mainthread-work-breakdown',
  'bootup-time',
  'image-delivery-insight',
  'uses-responsive-images',
  'unsized-images',
  'font-display-insight',
];

export async function lighthouseBench(
  routes: readonly string[] = LIGHTHOUSE_ROUTES,
): Promise<LighthouseFigures[]> {
  const server = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await publish(server, 'production');
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      const url = `${server.production}${route}`;
      const status = await statusOf(url);
      if (status !== 200) throw new Error(`${url} answered ${status} after publishing`);
      const runs: Report[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        // A fresh browser per run: nothing cached from the run before.
        chrome = await chromeLauncher.launch({
          chromePath: CHROME_PATH,
          chromeFlags: CHROME_FLAGS,
          logLevel: 'silent',
        });
        runs.push(await measure(url, chrome.port));
        await chrome.kill();
        chrome = undefined;
      }
      figures.push(await figuresOf(url, runs));
    }
    return figures;
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

async function measure(url: string, port: number): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return lhr;
}

const scoreOf = (lhr: Report) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** The median run (closest to the median first paint and time to interactive) in figures. */
async function figuresOf(url: string, runs: readonly Report[]): Promise<LighthouseFigures> {
  // Lighthouse types its argument with a global namespace this project does not load.
  const median: unknown = computeMedianRun([...runs]);
  const lhr = runs.find((run) => run === median) ?? runs[0]!;
  // The whole report, to read every audit (open it in https://googlechrome.github.io/lighthouse/viewer/).
  if (process.env.BENCH_LIGHTHOUSE_REPORT) {
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await writeFile(
      process.env.BENCH_LIGHTHOUSE_REPORT.replace(/(\.json)?$/, `-${name}.json`),
      JSON.stringify(lhr, null, 1),
    );
  }
  const audits = lhr.audits;
  const metrics = METRICS.map(([id, metric]) => ({
    metric,
    value: audits[id]?.displayValue ?? 'n/a',
    score: audits[id]?.score ?? null,
  }));
  const opportunities = Object.values(audits)
    .map((a) => ({
      audit: a.title,
      ms: a.metricSavings?.LCP ?? a.metricSavings?.FCP ?? a.numericValue ?? 0,
      kind: a.details?.type,
      saving: a.displayValue ?? '',
      score: a.score,
    }))
    .filter((a) => a.kind === 'opportunity' && a.score !== null && a.score < 1)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .map((a) => ({ audit: a.audit, saving: a.saving, detail: `${Math.round(a.ms)} ms` }));
  const warnings = DIAGNOSTICS.flatMap((id) => {
    const a = audits[id];
    if (!a || a.score === null || a.score >= 0.9) return [];
    return [`${a.title}${a.displayValue ? `: ${a.displayValue}` : ''} (${id})`];
  });
  return {
    url,
    score: scoreOf(lhr),
    scores: runs.map(scoreOf),
    metrics,
    opportunities,
    warnings,
  };
}

/** `npm run bench -- lighthouse`: prints each page's score, metrics and what costs time. */
export async function reportLighthouse(): Promise<boolean> {
  const all = await lighthouseBench();
  for (const figures of all) {
    console.log(
      `\nLighthouse, mobile, performance: ${figures.score} (target ≥ ${LIGHTHOUSE_TARGET}) — ${figures.url}`,
    );
    console.log(`  median of ${figures.scores.length} runs: ${figures.scores.join(', ')}`);
    console.table(figures.metrics);
    if (figures.opportunities.length > 0) console.table(figures.opportunities);
    for (const warning of figures.warnings) console.log(`  - ${warning}`);
  }
  return all.every((figures) => figures.score >= LIGHTHOUSE_TARGET);
}
