import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from '@server/app.ts';
import { sitePluginSettings } from '@server/plugin-settings.ts';
import { testAuthor } from '@server/authors/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { KEPT_SECRET } from '@shared/schema/secrets.ts';

const HOST = 'localhost:3000';

async function setup() {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => {
    (f.site as { plugins: object }).plugins = {
      payment: {
        id: 'payment',
        plugin: 'payment',
        publicSettings: { publishableKey: 'pk_test_1' },
        privateSettings: { secretKey: 'sk_test_hidden' },
      },
    };
  });
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  const stored = async () =>
    JSON.parse(await readFile(join(config.sitesDir, 'demo', 'site.json'), 'utf8'));
  /** The secret key the payment plugin's server half reads. */
  const secretKey = async () =>
    (await sitePluginSettings(server.baobab, 'demo', 'payment'))?.privateSettings.secretKey;
  return { server, stored, secretKey };
}

describe(
  'plugins’ secrets are write-only in the editor API (issue 28)',
  { timeout: 60_000 },
  () => {
    it('never returns a secret, keeps it through saves, and lets only owners change it', async () => {
      const { server, stored, secretKey } = await setup();
      const editor = await testAuthor(server, { roles: { demo: 'editor' } });
      const owner = await testAuthor(server, { roles: { demo: 'owner' } });
      for (const url of [
        '/api/sites/demo/files/site.json',
        '/api/sites/demo/files',
        '/api/sites/demo',
      ]) {
        const answer = await server.inject({ url, headers: { host: HOST, ...owner.headers } });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.body, url).not.toContain('sk_test_hidden');
        expect(answer.body, url).toContain(KEPT_SECRET);
      }
      const read = await server.inject({
        url: '/api/sites/demo/files/site.json',
        headers: { host: HOST, ...editor.headers },
      });
      const save = (who: typeof editor, site: unknown, etag: string) =>
        server.inject({
          method: 'PUT',
          url: '/api/sites/demo/files/site.json',
          headers: {
            host: HOST,
            ...who.headers,
            'content-type': 'application/json',
            'if-match': etag,
          },
          payload: JSON.stringify(site),
        });
      // An editor's save of other fields keeps the secret.
      const site = read.json();
      site.name = 'Renamed by the editor';
      const saved = await save(editor, site, String(read.headers.etag));
      expect(saved.statusCode).toBe(200);
      expect(await secretKey()).toBe('sk_test_hidden');
      // The file now holds a reference; the value is in the secrets store.
      expect((await stored()).plugins.payment.privateSettings.secretKey).toEqual({
        $secret: 'payment.secretKey',
      });
      expect((await stored()).name).toBe('Renamed by the editor');
      // An editor cannot change it; an owner can.
      site.plugins.payment.privateSettings.secretKey = 'sk_test_new';
      const refused = await save(editor, site, saved.json().etag);
      expect(refused.statusCode).toBe(403);
      expect(await secretKey()).toBe('sk_test_hidden');
      const changed = await save(owner, site, saved.json().etag);
      expect(changed.statusCode).toBe(200);
      expect(await secretKey()).toBe('sk_test_new');
      expect(JSON.stringify(await stored())).not.toContain('sk_test_new');
      const log = await server.inject({
        url: '/api/sites/demo/audit',
        headers: { host: HOST, ...owner.headers },
      });
      const entry = log
        .json()
        .entries.find((e: { action: string }) => e.action === 'secrets-changed');
      expect(entry).toMatchObject({
        email: owner.email,
        detail: { settings: ['payment.secretKey'] },
      });
      expect(log.body).not.toContain('sk_test_new');
    });
  },
);
