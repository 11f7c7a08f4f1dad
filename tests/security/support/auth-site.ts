/**
 * A server with the embedded provider only (`authServer`) and the demo site using it as a
 * public SPA client `demo-spa`: the sign-in, reset and brute-force corpora run against it.
 */
import type { FastifyInstance } from 'fastify';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { authServer } from '@plugins/auth/server/index.ts';

export async function authSiteServer(): Promise<FastifyInstance> {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => {
    f.site.plugins = {
      auth: { id: 'auth', plugin: 'auth', publicSettings: { domain: '', SPAClientId: 'demo-spa' } },
    };
  });
  return createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES), pluginServers: [authServer] });
}
