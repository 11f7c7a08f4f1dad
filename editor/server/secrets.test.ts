import { describe, expect, it } from 'vitest';
import { KEPT_SECRET } from '@shared/schema/secrets.ts';
import { redactSite, redactSiteText, restoreSecrets } from './secrets.ts';

const stored = JSON.stringify({
  id: 'shop',
  plugins: {
    payment: {
      publicSettings: { key: 'pk_test_1' },
      privateSettings: { secretKey: 'sk_test_2', empty: '' },
    },
    rest: { publicSettings: {} },
  },
});

describe('plugins’ private settings through the editor API', () => {
  it('sends set values as KEPT_SECRET, and keeps empty ones and public ones as they are', () => {
    const site = JSON.parse(redactSiteText(stored));
    expect(site.plugins.payment.privateSettings).toEqual({ secretKey: KEPT_SECRET, empty: '' });
    expect(site.plugins.payment.publicSettings).toEqual({ key: 'pk_test_1' });
    expect(redactSiteText(stored)).not.toContain('sk_test_2');
    expect(redactSite(JSON.parse(stored)).plugins.payment.privateSettings.secretKey).toBe(
      KEPT_SECRET,
    );
  });

  it('withholds a broken site.json that names private settings; passes other broken texts', () => {
    expect(redactSiteText('{"plugins":{"p":{"privateSettings":{"k":"sk_live')).toBe('');
    expect(redactSiteText('{"name": ')).toBe('{"name": ');
  });

  it('puts the stored values back on save, and says what really changed', () => {
    const sent = redactSiteText(stored);
    const kept = restoreSecrets(sent, stored);
    expect(JSON.parse(kept.text).plugins.payment.privateSettings.secretKey).toBe('sk_test_2');
    expect(kept.changed).toEqual([]);
    const edited = JSON.parse(sent);
    edited.plugins.payment.privateSettings.secretKey = 'sk_test_new';
    expect(restoreSecrets(JSON.stringify(edited), stored).changed).toEqual(['payment.secretKey']);
    delete edited.plugins.payment;
    expect(restoreSecrets(JSON.stringify(edited), stored).changed).toEqual([
      'payment.secretKey',
      'payment.empty',
    ]);
  });
});
