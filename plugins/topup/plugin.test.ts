/** The top-up plugin's browser half: its settings checks, as the editor's Plugins panel lists them. */
import { describe, expect, it } from 'vitest';
import { topupPlugin } from './plugin.ts';

const secrets = {
  clientId: { $secret: 'topup.clientId' },
  clientSecret: { $secret: 'topup.clientSecret' },
};

describe('topup settings', () => {
  it('are fine with the stand-in (addresses empty) and secret references', () => {
    expect(topupPlugin.validate!({ countryCode: 'ZW' }, secrets)).toEqual([]);
    expect(
      topupPlugin.validate!(
        { apiUrl: 'https://topups.reloadly.com', authUrl: 'https://auth.reloadly.com' },
        secrets,
      ),
    ).toEqual([]);
  });

  it('say what is missing or wrong', () => {
    expect(
      topupPlugin.validate!({ apiUrl: 'ftp://x', authUrl: 'nowhere', countryCode: 'ZWE' }, {}),
    ).toEqual([
      'No client ID defined.',
      'No client secret defined.',
      'The API address must be an http(s) address, or be left empty.',
      'The sign-in address must be an http(s) address, or be left empty.',
      'The country must be a two-letter ISO code, such as ZW.',
    ]);
  });

  it('has no actions and no start-up: nothing is loaded with the pages', () => {
    expect(topupPlugin.actions).toEqual({});
    expect(topupPlugin.init).toBeUndefined();
  });
});
