import { describe, expect, it } from 'vitest';
import { f, runOne } from '../../testing.ts';
import { blobToDataUrl } from './index.ts';

describe('encode-base64', () => {
  it('encodes a real Blob as a data URL', async () => {
    const blob = new Blob(['Hello, Harare!'], { type: 'text/plain' });
    const outcome = await runOne(
      'encode-base64',
      { file: f('context.parameters.file') },
      {
        parameters: { file: blob },
      },
    );
    expect(outcome.result).toBe('data:text/plain;base64,SGVsbG8sIEhhcmFyZSE=');
  });

  it('matches a reference encoding across chunk boundaries, with octet-stream for no type', async () => {
    const bytes = new Uint8Array(200_003).map((_, i) => (i * 7919) % 256);
    const expected = Buffer.from(bytes).toString('base64'); // Node reference, tests only
    expect(await blobToDataUrl(new Blob([bytes]))).toBe(
      `data:application/octet-stream;base64,${expected}`,
    );
  });

  it.each([[{}], [{ file: 'text' }], [{ file: { size: 3 } }]])(
    'fails on a non-file (%j)',
    async (config) => {
      expect((await runOne('encode-base64', config)).error?.message).toBe('Not a file object.');
    },
  );

  it('fails with the seeds message when the file cannot be read', async () => {
    const unreadable = new Blob(['x']);
    Object.defineProperty(unreadable, 'arrayBuffer', {
      value: () => Promise.reject(new RangeError('Array buffer allocation failed')),
    });
    const outcome = await runOne(
      'encode-base64',
      { file: f('context.parameters.file') },
      {
        parameters: { file: unreadable },
      },
    );
    expect(outcome.error?.message).toBe(
      'Cannot encode the file. Your file may be too big to be encoded to base64 in a browser (Chrome-like=512mb;Firefox=32mb).',
    );
  });
});
