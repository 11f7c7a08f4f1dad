/**
 * A site taking form submissions for the forms plugin's tests: the fixture site (`demo`) with
 * the auth and forms plugins and two collections of submissions (`my-messages`, scope mine;
 * `all-messages`, scope all), every plugin server, a test database; signed access tokens for
 * any visitor. Requests go through `inject` (Node does not resolve `*.localhost`).
 */
import type { FastifyInstance } from 'fastify';
import { createServer } from '@server/app.ts';
import type { ServerConfig } from '@server/config.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { visitorToken } from '../../../auth/server/testing/visitor-token.ts';
import { CONTACT } from './contact-form.ts';

export const PORT = 4317;
export const PREVIEW = `preview.localhost:${PORT}`;
export const SUBMIT = '/plugins/designs/demo/forms/submit';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
}

export interface FormsLab {
  server: FastifyInstance;
  db: TestDatabase['db'];
  config: ServerConfig;
  token(sub: string, options?: { email?: string; roles?: string[] }): Promise<string>;
  /** POSTs JSON (or a raw text) to a site route; from `ip` when given. */
  post(
    path: string,
    body: unknown,
    options?: { token?: string; ip?: string; host?: string },
  ): Promise<Answer>;
  /** Fetches a dynamic collection's records as the visitor of `token`. */
  collection(id: string, token?: string, host?: string): Promise<Answer>;
  close(): Promise<void>;
}

export async function startFormsLab(
  publicSettings: Record<string, JsonValue> = { forms: CONTACT, perHour: 3 },
): Promise<FormsLab> {
  const t = await testDatabase();
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => {
    f.site.name = 'Lab Shop';
    f.site.collections = {
      'my-messages': {
        id: 'my-messages',
        name: 'My messages',
        mode: 'dynamic',
        authenticated: true,
        config: { source: 'forms', form: 'contact', scope: 'mine' },
      },
      'all-messages': {
        id: 'all-messages',
        name: 'All messages',
        mode: 'dynamic',
        authenticated: true,
        config: { source: 'forms', form: 'contact', scope: 'all' },
      },
    };
    f.site.plugins = {
      auth: { id: 'auth', plugin: 'auth', publicSettings: { domain: '', SPAClientId: 'lab-spa' } },
      forms: { id: 'forms', plugin: 'forms', publicSettings },
    };
  });
  const server = await createServer(
    { ...config, port: PORT },
    { frontEnd: fixedFrontEnd(TEMPLATES), database: t.db },
  );
  await server.baobab.db();
  const inject = async (
    path: string,
    payload: string,
    { token, ip, host = PREVIEW }: { token?: string; ip?: string; host?: string },
  ): Promise<Answer> => {
    const answer = await server.inject({
      method: 'POST',
      url: path,
      headers: {
        host,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
      ...(ip ? { remoteAddress: ip } : {}),
    });
    return {
      status: answer.statusCode,
      body: answer.json<Record<string, unknown>>(),
      headers: answer.headers,
    };
  };
  return {
    server,
    db: t.db,
    config,
    token: (sub, options) => visitorToken(t.db, PORT, sub, options),
    post: (path, body, options = {}) =>
      inject(path, typeof body === 'string' ? body : JSON.stringify(body), options),
    collection: (id, token, host) =>
      inject(`/ww/cms_data_sets/${id}/fetch`, JSON.stringify({ variables: {} }), {
        ...(token ? { token } : {}),
        ...(host ? { host } : {}),
      }),
    async close() {
      await server.close();
      await t.close();
    },
  };
}
