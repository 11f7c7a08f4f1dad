import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '@shared/workflow/context.ts';
import type { PluginApi } from '../define.ts';
import {
  browserDevice,
  createSharePlugin,
  SHARE_MESSAGES,
  shareAddress,
  shareLink,
  sharePlugin,
  whatsAppUrl,
  type ShareDevice,
} from './plugin.ts';

const PAGE = 'https://shop.example/product/milk?ref=home';

/** A device with what a test gives it, recording what it opened. */
function fakeDevice(parts: Partial<ShareDevice> = {}) {
  const opened: string[] = [];
  const device: ShareDevice = {
    href: PAGE,
    open: (url) => void opened.push(url),
    ...parts,
  };
  return { device, opened };
}

function fakeApi() {
  const variables: Record<string, unknown> = {};
  const api = {
    settings: {},
    setVariable: (name: string, value: unknown) => void (variables[name] = value),
    getVariable: (name: string) => variables[name],
    environment: 'production',
    siteId: 'shop',
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  } as unknown as PluginApi<typeof sharePlugin.settings, typeof sharePlugin.variables>;
  return { api, variables };
}

const ctx = {} as ActionContext;

describe('share:share', () => {
  it('opens the share sheet with the page, a title and a message', async () => {
    const shared: ShareData[] = [];
    const { device } = fakeDevice({ share: async (data) => void shared.push(data) });
    const plugin = createSharePlugin(() => device);
    const { api, variables } = fakeApi();
    const result = await plugin.actions.share!.handler(
      { title: 'Fresh milk', text: 'Milk for gogo' },
      ctx,
      api,
    );
    expect(shared).toEqual([{ url: PAGE, title: 'Fresh milk', text: 'Milk for gogo' }]);
    expect(result).toEqual({ result: 'shared', url: PAGE });
    expect(variables.lastResult).toBe('shared');
  });

  it('reads an address against the page, and an empty one as the page', () => {
    expect(shareAddress('/product/bread', PAGE)).toBe('https://shop.example/product/bread');
    expect(shareAddress('', PAGE)).toBe(PAGE);
    expect(shareAddress(undefined, PAGE)).toBe(PAGE);
    expect(shareAddress('https://other.example/x', PAGE)).toBe('https://other.example/x');
  });

  it('says cancelled, not failed, when the visitor closes the sheet', async () => {
    const abort = Object.assign(new Error('Share canceled'), { name: 'AbortError' });
    const copied: string[] = [];
    const { device } = fakeDevice({
      share: async () => Promise.reject(abort),
      writeText: async (text) => void copied.push(text),
    });
    expect(await shareLink(device, { url: PAGE })).toBe('cancelled');
    expect(copied).toEqual([]);
  });

  it('copies the message and the address where there is no share sheet, or it refuses', async () => {
    const copied: string[] = [];
    const writeText = async (text: string) => void copied.push(text);
    const none = fakeDevice({ writeText }).device;
    expect(await shareLink(none, { url: PAGE, text: 'Milk for gogo' })).toBe('copied');
    const refused = Object.assign(new Error('no gesture'), { name: 'NotAllowedError' });
    const refusing = fakeDevice({ share: () => Promise.reject(refused), writeText }).device;
    expect(await shareLink(refusing, { url: PAGE })).toBe('copied');
    const cannot = fakeDevice({ share: vi.fn(), canShare: () => false, writeText }).device;
    expect(await shareLink(cannot, { url: PAGE })).toBe('copied');
    expect(cannot.share).not.toHaveBeenCalled();
    expect(copied).toEqual([`Milk for gogo ${PAGE}`, PAGE, PAGE]);
  });

  it('fails with a message the visitor can act on when neither works', async () => {
    const { device } = fakeDevice({ writeText: () => Promise.reject(new Error('denied')) });
    await expect(shareLink(device, { url: PAGE })).rejects.toThrow(SHARE_MESSAGES.couldNotShare);
  });
});

describe('share:whatsapp', () => {
  it('opens a chat with the shop’s number and the message', () => {
    const { device, opened } = fakeDevice();
    const plugin = createSharePlugin(() => device);
    const result = plugin.actions.whatsapp!.handler(
      { phone: '+263 77 123 4567', text: 'Hello & welcome: 2×R50' },
      ctx,
      fakeApi().api,
    );
    const url = 'https://wa.me/263771234567?text=Hello%20%26%20welcome%3A%202%C3%97R50';
    expect(opened).toEqual([url]);
    expect(result).toEqual({ url });
  });

  it('lets the visitor pick a chat without a number, and refuses a number that is not one', () => {
    expect(whatsAppUrl('', 'Look')).toBe('https://wa.me/?text=Look');
    expect(whatsAppUrl(undefined, '')).toBe('https://wa.me/');
    expect(() => whatsAppUrl('077-123', 'x')).toThrow(SHARE_MESSAGES.badNumber('077-123'));
    expect(() => whatsAppUrl('26377abc4567', 'x')).toThrow('must have 8 to 15 digits');
  });
});

describe('the plugin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('publishes whether the device has a share sheet', () => {
    const { api, variables } = fakeApi();
    createSharePlugin(() => fakeDevice({ share: vi.fn() }).device).init!(api);
    expect(variables.canShare).toBe(true);
    createSharePlugin(() => fakeDevice().device).init!(api);
    expect(variables.canShare).toBe(false);
  });

  it('has nothing to set up, and labels in English and French', () => {
    expect(sharePlugin.validate({}, {})).toEqual([]);
    expect(sharePlugin.label).toEqual({ en: 'Share', fr: 'Partage' });
    for (const action of Object.values(sharePlugin.actions)) {
      expect(action.label.fr).not.toBe(action.label.en);
      for (const field of Object.values(action.config ?? {})) expect(field.label.fr).toBeTruthy();
    }
  });

  it('opens WhatsApp in a new tab without a way back to the page, else in this one', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    browserDevice().open('https://wa.me/?text=x');
    expect(open).toHaveBeenCalledWith('https://wa.me/?text=x', '_blank');
    expect(tab.opener).toBeNull();
    open.mockReturnValue(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    browserDevice().open('https://wa.me/?text=y');
    expect(assign).toHaveBeenCalledWith('https://wa.me/?text=y');
  });
});
