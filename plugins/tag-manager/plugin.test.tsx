import { afterEach, describe, expect, it, vi } from 'vitest';
import nodeConsole from 'node:console';
import type { PluginApi } from '../define.ts';
import type { ActionContext } from '@shared/workflow/context.ts';
import type { Environment } from '@shared/schema/compose.ts';
import {
  containerFor,
  containerScriptUrl,
  DEFAULT_GTM_HOST,
  TAG_MANAGER_MESSAGES,
  tagManagerPlugin,
} from './plugin.ts';

type Api = PluginApi<typeof tagManagerPlugin.settings, typeof tagManagerPlugin.variables>;

function fakeApi(environment: Environment, settings: Record<string, unknown>) {
  const variables: Record<string, unknown> = {};
  const warnings: string[] = [];
  const api = {
    settings: { scriptHost: DEFAULT_GTM_HOST, ...settings },
    setVariable: (name: string, value: unknown) => void (variables[name] = value),
    getVariable: (name: string) => variables[name],
    environment,
    siteId: 'demo',
    log: { info: vi.fn(), warn: (m: string) => warnings.push(m), error: vi.fn() },
  } as unknown as Api;
  return { api, variables, warnings };
}

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;

/**
 * happy-dom refuses to fetch scripts and says so, with a stack, on Node's own console (not
 * vitest's `console`): expected in these tests, so kept quiet and checked.
 */
function quietRefusedScripts() {
  const consoleError = vi.spyOn(nodeConsole, 'error').mockImplementation(() => {});
  return (url: string) =>
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringContaining(`Failed to load script "${url}"`),
      }),
    );
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});

describe('tag manager', () => {
  it('requires a production container id', () => {
    expect(tagManagerPlugin.validate({}, {})).toEqual(['A production container id is required.']);
    expect(tagManagerPlugin.validate({ productionContainerId: '' }, {})).toEqual([
      TAG_MANAGER_MESSAGES.noContainerId,
    ]);
    expect(tagManagerPlugin.validate({ productionContainerId: 'GTM-ABC123' }, {})).toEqual([]);
  });

  it('push-event requires an event and pushes it with its data to window.dataLayer', () => {
    const { api } = fakeApi('preview', {});
    const push = tagManagerPlugin.actions['push-event']!;
    expect(() => push.handler({}, {} as ActionContext, api)).toThrow('No event defined.');
    expect(() => push.handler({ event: '  ' }, {} as ActionContext, api)).toThrow(
      'No event defined.',
    );
    const entry = push.handler(
      { event: 'add_to_cart', data: { item: 'maize meal', value: 120 } },
      {} as ActionContext,
      api,
    );
    expect(entry).toEqual({ item: 'maize meal', value: 120, event: 'add_to_cart' });
    expect(layer()).toEqual([entry]);
  });

  it('loads the production container only in production, the staging one in staging/preview', () => {
    const ids = { productionContainerId: 'GTM-PROD', stagingContainerId: 'GTM-STAGE' };
    expect(containerFor('production', ids)).toBe('GTM-PROD');
    expect(containerFor('staging', ids)).toBe('GTM-STAGE');
    expect(containerFor('preview', ids)).toBe('GTM-STAGE');
    expect(containerFor('editor', ids)).toBeNull();
    expect(containerFor('preview', { productionContainerId: 'GTM-PROD' })).toBeNull();
    expect(containerScriptUrl('https://www.googletagmanager.com/', 'GTM-A B')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-A%20B',
    );
  });

  it('adds the container script in production after the gtm.js start event', async () => {
    const { api, variables } = fakeApi('production', { productionContainerId: 'GTM-PROD' });
    const expectRefused = quietRefusedScripts();
    await tagManagerPlugin.init!(api);
    expectRefused('https://www.googletagmanager.com/gtm.js?id=GTM-PROD');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-PROD']);
    expect(layer()).toEqual([{ 'gtm.start': expect.any(Number) as number, event: 'gtm.js' }]);
    expect(variables.containerId).toBe('GTM-PROD');
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    expect(variables.isLoaded).toBe(true);
  });

  it('adds no script in the editor, nor in preview without a staging container', async () => {
    await tagManagerPlugin.init!(fakeApi('editor', { productionContainerId: 'GTM-PROD' }).api);
    await tagManagerPlugin.init!(fakeApi('preview', { productionContainerId: 'GTM-PROD' }).api);
    expect(scripts()).toEqual([]);
    expect(layer()).toEqual([]);
  });

  it('a container that cannot load is only a warning', async () => {
    const { api, variables, warnings } = fakeApi('staging', {
      productionContainerId: 'GTM-PROD',
      stagingContainerId: 'GTM-STAGE',
      scriptHost: '/assets/gtm',
    });
    const expectRefused = quietRefusedScripts();
    await tagManagerPlugin.init!(api);
    const script = document.head.querySelector('script')!;
    expect(script.getAttribute('src')).toBe('/assets/gtm/gtm.js?id=GTM-STAGE');
    // happy-dom refuses to fetch scripts: the element's own error event, as offline.
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings).toEqual([
      'The tag manager container could not be loaded from /assets/gtm/gtm.js?id=GTM-STAGE',
    ]);
    expect(variables.isLoaded).toBeUndefined();
    expectRefused('http://localhost:3000/assets/gtm/gtm.js?id=GTM-STAGE');
  });
});
