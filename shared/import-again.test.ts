import { describe, expect, it, vi } from 'vitest';
import { failedChunkUrl, importAgain } from './import-again.ts';

const chromium = (url: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);
const CHUNK = 'https://shop.example/_app/WorkflowsPanel-Ab12.js';

describe('failedChunkUrl', () => {
  it('reads the address of Chromium and Firefox errors, without our retry query', () => {
    expect(failedChunkUrl(chromium(CHUNK))).toBe(CHUNK);
    expect(
      failedChunkUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`)),
    ).toBe(CHUNK);
    expect(failedChunkUrl(chromium(`${CHUNK}?retry=3`))).toBe(CHUNK);
    expect(failedChunkUrl(chromium(`${CHUNK}?v=2&retry=1`))).toBe(`${CHUNK}?v=2`);
  });

  it('has no address for an error that names none', () => {
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedChunkUrl('offline')).toBeUndefined();
    // An address elsewhere in a message is no chunk's.
    expect(failedChunkUrl(new Error('see https://vitest.dev/api/vi.html'))).toBeUndefined();
  });
});

describe('importAgain', () => {
  it('imports the chunk a failure named afresh, then keeps the module it got', async () => {
    const module = { panel: 'workflows' };
    const load = vi.fn().mockRejectedValueOnce(chromium(CHUNK));
    const imports = vi
      .fn()
      .mockRejectedValueOnce(chromium(`${CHUNK}?retry=1`))
      .mockResolvedValueOnce(module);
    const get = importAgain(load, imports);

    await expect(get()).rejects.toThrow(CHUNK);
    await expect(get()).rejects.toThrow(`${CHUNK}?retry=1`);
    await expect(get()).resolves.toBe(module);
    await expect(get()).resolves.toBe(module);

    expect(load).toHaveBeenCalledTimes(1);
    expect(imports.mock.calls).toEqual([[`${CHUNK}?retry=1`], [`${CHUNK}?retry=2`]]);
  });

  it('asks the same import again when the error named no address', async () => {
    const module = { ok: true };
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce(module);
    const imports = vi.fn();
    const get = importAgain(load, imports);
    await expect(get()).rejects.toThrow('Importing a module script failed.');
    await expect(get()).resolves.toBe(module);
    expect(imports).not.toHaveBeenCalled();
  });

  it('does not import again once the first import succeeded', async () => {
    const module = { ok: true };
    const load = vi.fn().mockResolvedValue(module);
    const get = importAgain(load, vi.fn());
    expect(await get()).toBe(module);
    expect(await get()).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
