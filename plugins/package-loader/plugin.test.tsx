import { afterEach, describe, expect, it, vi } from 'vitest';
import nodeConsole from 'node:console';
import type { PluginApi } from '../define.ts';
import {
  DEFAULT_PACKAGE_CDN,
  loadPackages,
  packageLoaderPlugin,
  packageUrl,
  readPackages,
} from './plugin.ts';

type Api = PluginApi<typeof packageLoaderPlugin.settings, typeof packageLoaderPlugin.variables>;

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('package loader', () => {
  it('needs a name and a version for every package', () => {
    expect(packageLoaderPlugin.validate({ packages: [] }, {})).toEqual([]);
    expect(
      packageLoaderPlugin.validate(
        {
          packages: [
            { name: 'canvas-confetti', version: '1.9.3' },
            { name: 'dayjs' },
            { version: '2.0.0' },
            { name: ' ', version: '1' },
            'lodash',
          ],
        },
        {},
      ),
    ).toEqual([
      'Package 2 needs a name and a version.',
      'Package 3 needs a name and a version.',
      'Package 4 needs a name and a version.',
      'Package 5 needs a name and a version.',
    ]);
    expect(packageLoaderPlugin.validate({ packages: 'dayjs' }, {})).toEqual([
      'The packages must be a list of { name, version }.',
    ]);
  });

  it('builds {base}/{name}@{version}[/{path}] addresses', () => {
    expect(packageUrl(DEFAULT_PACKAGE_CDN, { name: 'dayjs', version: '1.11.13' })).toBe(
      'https://cdn.jsdelivr.net/npm/dayjs@1.11.13',
    );
    expect(
      packageUrl('https://unpkg.com/', {
        name: '@scope/lib',
        version: '^2',
        path: 'dist/lib.min.js',
      }),
    ).toBe('https://unpkg.com/@scope/lib@%5E2/dist/lib.min.js');
    expect(readPackages([{ name: 'a', version: '1', path: '/x.js' }]).packages).toEqual([
      { name: 'a', version: '1', path: 'x.js' },
    ]);
  });

  it('loads in order and stops at the first failure with a clear error', async () => {
    const tried: string[] = [];
    const loaded: string[] = [];
    const load = (url: string) => {
      tried.push(url);
      return url.includes('broken') ? Promise.reject(new Error('404')) : Promise.resolve();
    };
    await expect(
      loadPackages(
        '/cdn',
        [
          { name: 'a', version: '1' },
          { name: 'broken', version: '2' },
          { name: 'c', version: '3' },
        ],
        (name) => loaded.push(name),
        load,
      ),
    ).rejects.toThrow('Failed to load package broken@2 from /cdn/broken@2');
    expect(tried).toEqual(['/cdn/a@1', '/cdn/broken@2']);
    expect(loaded).toEqual(['a@1']);
  });

  it('adds ordered (non-async) scripts and publishes the error of one that fails', async () => {
    const variables: Record<string, unknown> = {};
    const errors: string[] = [];
    const api = {
      settings: { packages: [{ name: 'first', version: '1.0.0' }], cdnBase: '/assets/cdn' },
      setVariable: (name: string, value: unknown) => void (variables[name] = value),
      log: { info: vi.fn(), warn: vi.fn(), error: (m: string) => errors.push(m) },
      environment: 'preview',
    } as unknown as Api;
    // happy-dom reports the script it refuses to fetch, with a stack, on Node's own console (not
    // vitest's `console`): expected here, so kept quiet and checked.
    const consoleError = vi.spyOn(nodeConsole, 'error').mockImplementation(() => {});
    await packageLoaderPlugin.init!(api);
    const script = document.head.querySelector('script')!;
    expect(script.getAttribute('src')).toBe('/assets/cdn/first@1.0.0');
    expect(script.async).toBe(false);
    // happy-dom refuses to fetch scripts: the element's own error event, as offline.
    await vi.waitFor(() => expect(variables.error).toBeDefined());
    expect(variables.error).toBe('Failed to load package first@1.0.0 from /assets/cdn/first@1.0.0');
    expect(errors).toEqual([variables.error]);
    expect(variables.isLoaded).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringContaining(
          'Failed to load script "http://localhost:3000/assets/cdn/first@1.0.0"',
        ),
      }),
    );
  });
});
