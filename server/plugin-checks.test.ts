import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { pluginSettingsProblems } from './plugin-checks.ts';

/** The fixture with a payment plugin under `pay`, with these settings. */
function withPayment(publicSettings: object, privateSettings: object) {
  const doc = fixtureSite();
  doc.site.plugins = {
    pay: {
      id: 'pay',
      plugin: 'payment',
      publicSettings: {
        successPage: 'home',
        cancelPage: 'faq',
        stripeJsUrl: '',
        ...publicSettings,
      },
      privateSettings: { apiUrl: '', ...privateSettings },
    },
  } as typeof doc.site.plugins;
  return doc;
}

describe('pluginSettingsProblems', () => {
  it('reports each message of a plugin’s own check at its entry of site.json', () => {
    expect(pluginSettingsProblems(withPayment({ publishableKey: 'pk_test_1' }, {}))).toEqual([
      {
        file: 'site.json',
        path: '$.plugins.pay',
        message: 'plugin "pay": A private API key (secret key) is required.',
        severity: 'error',
      },
    ]);
  });

  it('reports nothing for settings the plugin accepts, nor for a site without plugins', () => {
    const valid = withPayment({ publishableKey: 'pk_test_1' }, { secretKey: 'sk_test_1' });
    expect(pluginSettingsProblems(valid)).toEqual([]);
    expect(pluginSettingsProblems(fixtureSite())).toEqual([]);
  });
});
