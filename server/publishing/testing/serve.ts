/**
 * The server alone, as a child process for `crash.test.ts` (which kills it with SIGKILL): the
 * configuration from the environment (`BAOBAB_SITES_DIR`, `BAOBAB_DATA_DIR`, `PORT`), fixed HTML
 * templates (no front-end build). Signs in an administrator straight in its database (the editor
 * API needs an author, issue 28) and prints `author <cookie> <csrf>`, then `listening <port>`
 * once it accepts requests.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from '../../app.ts';
import { configFromEnv } from '../../config.ts';
import { fixedFrontEnd } from '../../front-end.ts';
import { testAuthor } from '../../authors/testing.ts';

const config = configFromEnv(process.env, []);
const server = await createServer(config, {
  frontEnd: fixedFrontEnd({
    runtime:
      '<!doctype html><html lang="en"><head><title></title></head><body><div id="root"></div></body></html>',
    editor: '<!doctype html><html><head><title>editor</title></head><body></body></html>',
  }),
});
const author = await testAuthor(server, { email: 'crash-test@example.com' });
console.log(`author ${author.cookie} ${author.csrf}`);
await server.listen({ port: config.port, host: '127.0.0.1' });
console.log(`listening ${(server.server.address() as AddressInfo).port}`);
