/** `npm run bench`: runs every benchmark and prints a table (mean, p99, operations per second). */
import { runtimeStartupAssets } from './runtime-size.ts';
import { siteModelBench } from './site-model.bench.ts';

const benches = [{ name: 'Site model', run: siteModelBench }];

for (const { name, run } of benches) {
  const bench = await run();
  console.log(`\n${name}`);
  console.table(
    bench.tasks.map((task) => {
      const r = task.result;
      const latency = r && 'latency' in r ? r.latency : undefined;
      const throughput = r && 'throughput' in r ? r.throughput : undefined;
      return {
        task: task.name,
        'mean (ms)': latency ? latency.mean.toFixed(3) : 'n/a',
        'p99 (ms)': latency?.p99 !== undefined ? latency.p99.toFixed(3) : 'n/a',
        'ops/s': throughput ? Math.round(throughput.mean) : 'n/a',
        samples: latency?.samplesCount ?? 0,
      };
    }),
  );
}

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
