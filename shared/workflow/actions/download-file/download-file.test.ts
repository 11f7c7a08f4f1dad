import { describe, expect, it } from 'vitest';
import type { WorkflowEffects } from '../../effects.ts';
import { runOne } from '../../testing.ts';
import { isValidBlobUrl, sanitizeDownloadName } from './index.ts';

function downloads(response: () => Promise<Response>) {
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  const requested: string[] = [];
  const effects: WorkflowEffects = {
    fetch: (url) => {
      requested.push(url);
      return response();
    },
    saveFile: (blob, name) => void saved.push({ name, text: blob.text() }),
  };
  return { saved, requested, effects };
}

describe('sanitizeDownloadName', () => {
  it('keeps only word characters, spaces, dots and hyphens', () => {
    expect(sanitizeDownloadName('Order #12: receipt (final)/copy?.pdf')).toBe(
      'Order 12 receipt finalcopy.pdf',
    );
    expect(sanitizeDownloadName('a_b-c d.e')).toBe('a_b-c d.e');
    expect(sanitizeDownloadName('\\/:*?"<>|\t#!')).toBe('');
  });
});

describe('isValidBlobUrl', () => {
  it('accepts blob URLs of an http(s) origin with an id', () => {
    expect(isValidBlobUrl('blob:https://shop.example/4c1f0b3e-9a7d-4e5b-8d2c-1f2e3a4b5c6d')).toBe(
      true,
    );
    expect(isValidBlobUrl('blob:http://localhost:5173/abc')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const url of ['blob:', 'blob:nonsense', 'blob:https://shop.example/', 'blob:ftp://x/y']) {
      expect(isValidBlobUrl(url)).toBe(false);
    }
  });
});

describe('download-file', () => {
  it('fetches the file and saves it under the sanitised name', async () => {
    const { saved, requested, effects } = downloads(
      async () =>
        new Response('receipt body', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    const outcome = await runOne(
      'download-file',
      { url: 'https://files.test/r.txt', fileName: 'Receipt #1.txt' },
      { effects },
    );
    expect(requested).toEqual(['https://files.test/r.txt']);
    expect(saved[0]?.name).toBe('Receipt 1.txt');
    expect(await saved[0]?.text).toBe('receipt body');
    expect(outcome.result).toEqual({ name: 'Receipt 1.txt', size: 12, type: 'text/plain' });
  });

  it("names the file after the URL's last segment by default", async () => {
    const { saved, effects } = downloads(async () => new Response('x'));
    await runOne(
      'download-file',
      { url: 'https://files.test/a/price%20list.csv?v=2' },
      { effects },
    );
    expect(saved[0]?.name).toBe('price list.csv');
  });

  it('fails with "File could not be fetch" on a non-ok status', async () => {
    const { saved, effects } = downloads(async () => new Response('missing', { status: 404 }));
    const outcome = await runOne(
      'download-file',
      { url: 'https://files.test/gone.pdf' },
      { effects },
    );
    expect(outcome.error?.message).toBe('File could not be fetch');
    expect(saved).toEqual([]);
  });

  it('fails the same way when the request itself fails', async () => {
    const { effects } = downloads(async () => {
      throw new TypeError('fetch failed');
    });
    const outcome = await runOne('download-file', { url: 'https://files.test/x' }, { effects });
    expect(outcome.error?.message).toBe('File could not be fetch');
  });

  it('refuses an invalid blob URL before fetching', async () => {
    const { requested, effects } = downloads(async () => new Response('x'));
    const outcome = await runOne('download-file', { url: 'blob:not-a-url' }, { effects });
    expect(outcome.error?.message).toBe('Invalid blob URL');
    expect(requested).toEqual([]);
  });

  it('fails without a URL', async () => {
    expect((await runOne('download-file', {})).error?.message).toBe('No file URL defined.');
  });
});
