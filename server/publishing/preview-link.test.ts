import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing/temp-site.ts';
import {
  pinnedVersion,
  previewCookie,
  previewCookieValue,
  previewGrant,
  previewLink,
  seenCookie,
  validPreview,
} from './preview-link.ts';

const VERSION = '20261128T085515123Z-1a2b3c4d';
const NOW = Date.parse('2026-11-28T09:00:00Z');

async function signed() {
  const dataDir = await tempDir();
  const grant = previewGrant('demo', 'production', VERSION, NOW);
  const link = await previewLink(dataDir, grant);
  const signature = new URL(link, 'http://x').searchParams.get('signature')!;
  return { dataDir, grant, link, signature };
}

describe('version preview links', () => {
  it('sign the site, environment, version and expiry', async () => {
    const { dataDir, grant, link, signature } = await signed();
    expect(link).toMatch(
      new RegExp(`^/_baobab/version/${VERSION}\\?expires=${grant.expires}&signature=[0-9a-f]{64}$`),
    );
    expect(await validPreview(dataDir, grant, signature, NOW)).toBe(true);
    for (const changed of [
      { ...grant, siteId: 'other' },
      { ...grant, environment: 'staging' as const },
      { ...grant, version: '20261128T085515123Z-1a2b3c4e' },
      { ...grant, expires: grant.expires + 1 },
    ]) {
      expect(await validPreview(dataDir, changed, signature, NOW)).toBe(false);
    }
    for (const bad of [undefined, '', 'zz', signature.toUpperCase(), `${signature}00`]) {
      expect(await validPreview(dataDir, grant, bad, NOW)).toBe(false);
    }
    expect(await validPreview(dataDir, grant, signature, grant.expires * 1000)).toBe(false);
    // Another data folder, another key.
    expect(await validPreview(await tempDir(), grant, signature, NOW)).toBe(false);
  });

  it('pin a version through the cookie only while it is valid', async () => {
    const { dataDir, grant, signature } = await signed();
    const cookie = `a=1; baobab-version=${previewCookieValue(grant, signature)}; b=2`;
    expect(await pinnedVersion(dataDir, cookie, 'demo', 'production', NOW)).toBe(VERSION);
    expect(await pinnedVersion(dataDir, cookie, 'demo', 'staging', NOW)).toBeNull();
    expect(await pinnedVersion(dataDir, cookie, 'other', 'production', NOW)).toBeNull();
    const later = grant.expires * 1000 + 1;
    expect(await pinnedVersion(dataDir, cookie, 'demo', 'production', later)).toBeNull();
    expect(await pinnedVersion(dataDir, undefined, 'demo', 'production', NOW)).toBeNull();
    for (const value of ['../../etc.1.x', `${VERSION}.1`, `${VERSION}.x.${signature}`, '']) {
      expect(previewCookie(`baobab-version=${value}`)).toBeNull();
    }
  });

  it('make a page’s seen cookie, which pins only as what it is', async () => {
    const { dataDir } = await signed();
    const header = await seenCookie(dataDir, 'demo', 'production', VERSION, NOW);
    const cookie = header.split(';')[0]!;
    expect(cookie).toMatch(/^baobab-seen=/);
    expect(await pinnedVersion(dataDir, cookie, 'demo', 'production', NOW, 'seen')).toBe(VERSION);
    expect(await pinnedVersion(dataDir, cookie, 'demo', 'production', NOW)).toBeNull();
    const renamed = cookie.replace('baobab-seen=', 'baobab-version=');
    expect(await pinnedVersion(dataDir, renamed, 'demo', 'production', NOW)).toBeNull();
  });
});
