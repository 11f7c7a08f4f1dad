import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '../app.ts';
import { fixedFrontEnd } from '../front-end.ts';
import { sitePluginSettings } from '../plugin-settings.ts';
import { publishChecks } from '@editor/server/publish-routes.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '../testing/temp-site.ts';
import { extractSecrets, moveSiteSecrets } from './sites.ts';
import { isSecretRef, open, resolveSecrets, seal, secretsKey } from './store.ts';

describe('the secrets store', { timeout: 60_000 }, () => {
  it('seals values with AES-256-GCM: the same key opens them, another does not, a change is caught', () => {
    const key = randomBytes(32);
    const box = seal(key, 'sk_test_123');
    expect(box).not.toContain('sk_test_123');
    expect(open(key, box)).toBe('sk_test_123');
    expect(() => open(randomBytes(32), box)).toThrow();
    const tampered = Buffer.from(box, 'base64');
    tampered[tampered.length - 1]! ^= 1;
    expect(() => open(key, tampered.toString('base64'))).toThrow();
  });

  it('takes BAOBAB_SECRETS_KEY as 64 hex digits, refuses anything else', async () => {
    const hex = 'ab'.repeat(32);
    expect((await secretsKey('/nowhere', hex)).toString('hex')).toBe(hex);
    await expect(secretsKey('/nowhere', 'short')).rejects.toThrow('64 hexadecimal digits');
  });

  it('replaces plain private settings by references, and references by values', () => {
    const site = { plugins: { payment: { privateSettings: { secretKey: 'sk_1', empty: '' } } } };
    const extracted = extractSecrets(JSON.stringify(site));
    expect(extracted.secrets).toEqual([['payment.secretKey', 'sk_1']]);
    const written = JSON.parse(extracted.text);
    expect(written.plugins.payment.privateSettings).toEqual({
      secretKey: { $secret: 'payment.secretKey' },
      empty: '',
    });
    expect(isSecretRef(written.plugins.payment.privateSettings.secretKey)).toBe(true);
    expect(
      resolveSecrets(
        written.plugins.payment.privateSettings,
        new Map([['payment.secretKey', 'sk_1']]),
      ),
    ).toEqual({ secretKey: 'sk_1', empty: '' });
  });

  it('moves a site’s plain secrets out of its file at start; plugins still read them; a missing one falls back to the stand-in’s key', async () => {
    const config = await testConfig();
    await writeFixtureSite(config.sitesDir, (f) => {
      (f.site as { plugins: object }).plugins = {
        payment: {
          id: 'payment',
          plugin: 'payment',
          publicSettings: { publishableKey: 'pk_test_1' },
          privateSettings: { secretKey: 'sk_test_from_the_file' },
        },
      };
    });
    const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
    expect(await moveSiteSecrets(server.baobab)).toEqual(['demo']);
    const file = await readFile(join(config.sitesDir, 'demo', 'site.json'), 'utf8');
    expect(file).not.toContain('sk_test_from_the_file');
    expect(JSON.parse(file).plugins.payment.privateSettings.secretKey).toEqual({
      $secret: 'payment.secretKey',
    });
    expect(await moveSiteSecrets(server.baobab)).toEqual([]); // once
    const settings = await sitePluginSettings(server.baobab, 'demo', 'payment');
    expect(settings?.privateSettings.secretKey).toBe('sk_test_from_the_file');
    // The database holds it sealed, not as text.
    const rows = await (
      await server.baobab.db()
    ).query<{ box: string }>('SELECT box FROM site_secrets');
    expect(JSON.stringify(rows)).not.toContain('sk_test_from_the_file');

    // A data folder that never stored it (a fresh checkout): the stand-in's own key.
    const fresh = await createServer(
      { ...config, dataDir: `${config.dataDir}-fresh` },
      {
        frontEnd: fixedFrontEnd(TEMPLATES),
      },
    );
    const standIn = await sitePluginSettings(fresh.baobab, 'demo', 'payment');
    expect(standIn?.privateSettings.secretKey).toBe('sk_test_local_demo');
    // And the publish checks see that key, not a missing one.
    const { problems } = await publishChecks(fresh.baobab, 'demo');
    expect(problems.filter((p) => p.path.startsWith('$.plugins'))).toEqual([]);
  });
});
