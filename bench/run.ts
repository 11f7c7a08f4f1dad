/**
 * `npm run bench`: runs every benchmark and prints a table (mean, p99, operations per second);
 * tasks named "<work> — engine" and "<work> — plain JS" are also printed as a ratio.
 * `npm run bench -- formulas` runs only the benchmarks whose name contains "formulas".
 */
import type { Bench } from 'tinybench';
import { collectionsBench } from './collections.bench.ts';
import { formulasBench } from './formulas.bench.ts';
import { runtimeStartupAssets } from './runtime-size.ts';
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

if (!only || 'runtime start-up download'.includes(only)) {
  const assets = await runtimeStartupAssets();
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log('\nRuntime start-up download (production build, every route)');
  console.table([
    ...assets.map((a) => ({ file: a.file, KB: kb(a.bytes), 'KB gzip': kb(a.gzip) })),
    {
      file: 'total',
      KB: kb(assets.reduce((sum, a) => sum + a.bytes, 0)),
      'KB gzip': kb(assets.reduce((sum, a) => sum + a.gzip, 0)),
    },
  ]);
}
