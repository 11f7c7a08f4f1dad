/**
 * Entry point of `npm start` (built front ends, building first when needed) and `npm run dev`
 * (Vite as middleware). It only composes: configuration, the front end and the server.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from './app.ts';
import { buildFrontEnds, buildIsStale } from './build.ts';
import { configFromEnv } from './config.ts';
import { builtFrontEnd, viteFrontEnd } from './front-end.ts';
import { siteUrl, SITE_ENVIRONMENTS } from './hosts.ts';
import { firstRunLine } from './authors/first-run.ts';
import { moveSiteSecrets } from './site-secrets/sites.ts';
import { warmUp } from './warm-up.ts';

const config = configFromEnv(process.env, process.argv.slice(2));

if (!config.dev) {
  const reason = await buildIsStale();
  if (reason) {
    console.log(`Building the editor and the runtime (${reason})…`);
    await buildFrontEnds();
  }
}

const server = await createServer(config, {
  frontEnd: config.dev ? await viteFrontEnd() : builtFrontEnd(),
  warmDatabase: true,
});
try {
  await server.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    console.error(
      `Port ${config.port} is already in use. Stop what uses it, or start on another port: PORT=3001 npm start`,
    );
    process.exit(1);
  }
  throw error;
}
const { port } = server.server.address() as AddressInfo;
const host = `localhost:${port}`;
const defaultSite = config.defaultSiteId ?? 'cross-border-shop';
const label = {
  preview: 'Storefront, preview',
  staging: 'Storefront, staging',
  production: 'Storefront, production',
};
const lines = [`  ${'Editor'.padEnd(24)}http://${host}/`];
const siteHomes = SITE_ENVIRONMENTS.map((env) =>
  siteUrl(env, defaultSite, defaultSite, host, { hosts: config.hosts }),
);
SITE_ENVIRONMENTS.forEach((env, index) => {
  lines.push(`  ${label[env].padEnd(24)}${siteHomes[index]}`);
});
// Plugins' private settings still written in site files move to the secrets store, once.
try {
  for (const siteId of await moveSiteSecrets(server.baobab))
    console.log(
      `Moved the private plugin settings of ${siteId} out of its site.json into the secrets store.`,
    );
} catch (error) {
  console.error(
    `The private plugin settings could not be moved to the secrets store: ${String(error)}`,
  );
}
const firstRun = await firstRunLine(server.baobab, `http://${host}`);
// The first visitor should not wait for what a first page opens (`warm-up.ts`).
await warmUp(server, siteHomes);
console.log(['Baobab is running.', ...lines, ...(firstRun ? [firstRun] : [])].join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
