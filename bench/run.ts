/**
 * `npm run bench`: runs every benchmark and prints a table (mean, p99, operations per second);
 * tasks named "<work> — engine" and "<work> — plain JS" are also printed as a ratio.
 * `npm run bench -- formulas` runs only the benchmarks whose name contains "formulas".
 * Then the runtime's budgets, measured in Chromium against the production build: "Runtime
 * size", "Render", "Lighthouse" (`npm run bench -- render`), and the server's throughput,
 * "Server" (`-- server`, autocannon); a missed target or a failure is reported and makes the
 * exit code 1, and the other benchmarks still run.
 */
import type { Bench } from 'tinybench';
import { collectionsBench } from './collections.bench.ts';
import { reportEditor } from './editor.ts';
import { formulasBench } from './formulas.bench.ts';
import { reportLighthouse } from './lighthouse.ts';
import { reportRender } from './render.ts';
import { reportRouteSizes } from './runtime-size.ts';
import { reportServer } from './server.ts';
import { siteModelBench } from './site-model.bench.ts';

const benches: Array<{ name: string; run: () => Promise<Bench> }> = [
  { name: 'Site model', run: siteModelBench },
  { name: 'Formulas', run: formulasBench },
  { name: 'Collections', run: collectionsBench },
];
const only = process.argv[2]?.toLowerCase();

const ENGINE = ' — engine';
const PLAIN = ' — plain JS';

for (const { name, run } of benches) {
  if (only && !name.toLowerCase().includes(only)) continue;
  const bench = await run();
  const means = new Map<string, number>();
  console.log(`\n${name}`);
  console.table(
    bench.tasks.map((task) => {
      const r = task.result;
      const latency = r && 'latency' in r ? r.latency : undefined;
      const throughput = r && 'throughput' in r ? r.throughput : undefined;
      if (latency) means.set(task.name, latency.mean);
      return {
        task: task.name,
        'mean (µs)': latency ? (latency.mean * 1000).toFixed(2) : 'n/a',
        'p99 (µs)': latency?.p99 !== undefined ? (latency.p99 * 1000).toFixed(2) : 'n/a',
        'ops/s': throughput ? Math.round(throughput.mean) : 'n/a',
        samples: latency?.samplesCount ?? 0,
      };
    }),
  );
  const ratios = [...means.keys()]
    .filter((task) => task.endsWith(ENGINE) && means.has(task.slice(0, -ENGINE.length) + PLAIN))
    .map((task) => {
      const work = task.slice(0, -ENGINE.length);
      const engine = means.get(task)!;
      const plain = means.get(work + PLAIN)!;
      return {
        work,
        'engine (µs)': (engine * 1000).toFixed(2),
        'plain JS (µs)': (plain * 1000).toFixed(2),
        'engine / plain JS': `${(engine / plain).toFixed(2)}×`,
      };
    });
  if (ratios.length > 0) console.table(ratios);
}

/** Budgets that measure and print themselves; each says whether it met its target. */
const budgets: Array<{ name: string; run: () => Promise<boolean> }> = [
  { name: 'Runtime size', run: reportRouteSizes },
  { name: 'Render', run: reportRender },
  { name: 'Lighthouse', run: reportLighthouse },
  { name: 'Editor', run: reportEditor },
  { name: 'Server', run: reportServer },
];

for (const { name, run } of budgets) {
  if (only && !name.toLowerCase().includes(only)) continue;
  console.log(`\n${name}`);
  try {
    if (!(await run())) process.exitCode = 1;
  } catch (error) {
    console.error(`${name} failed:`, error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
