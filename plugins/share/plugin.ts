/**
 * The share plugin: a visitor passes a page on (a product, an airtime offer, a bus trip) the way
 * people do on a phone.
 *
 * - `share:share` opens the device's share sheet (the Web Share API: WhatsApp, SMS, mail… as the
 *   phone offers them) with the page's address, a title and a text. Where there is no share sheet
 *   (most desktop browsers) or it refuses, the address (after the text) is copied to the
 *   clipboard instead. The visitor closing the sheet is not an error: the result says
 *   `cancelled`.
 * - `share:whatsapp` opens WhatsApp's click-to-chat address (`https://wa.me/`) with a prepared
 *   message, to one number (the shop's, with its country code) or to a chat the visitor picks.
 *
 * Variables: `canShare` (the device has a share sheet, to label a button "Share" or "Copy link"),
 * `lastResult` (`shared`, `copied`, `cancelled`, or '' before any).
 */
import { textOf } from '@shared/workflow/config.ts';
import { label } from '@shared/i18n/label.ts';
import { definePlugin, type PluginApi } from '../define.ts';

export const SHARE_MESSAGES = {
  couldNotShare: 'The link could not be shared or copied: copy it from the address bar.',
  badNumber: (given: string) =>
    `The WhatsApp number "${given}" must have 8 to 15 digits, with its country code (2637…).`,
} as const;

/** WhatsApp's click-to-chat address. */
export const WHATSAPP_ADDRESS = 'https://wa.me/';

const settings = { public: {}, private: {} } as const;

const variables = {
  canShare: {
    type: 'boolean',
    label: label('The device has a share sheet', 'L’appareil a un menu de partage'),
    default: false,
  },
  lastResult: {
    type: 'string',
    label: label(
      'Last result (shared, copied, cancelled)',
      'Dernier résultat (shared, copied, cancelled)',
    ),
    default: '',
  },
} as const;

type ShareApi = PluginApi<typeof settings, typeof variables>;

/** What the share action did. */
export type ShareResult = 'shared' | 'copied' | 'cancelled';

/** The browser parts the actions use (the page's own, or a test's). */
export interface ShareDevice {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
  open(url: string): void;
  /** The page's address, which relative addresses are read against. */
  href: string;
}

/** The visitor's browser. */
export function browserDevice(): ShareDevice {
  const nav = navigator as Navigator & Partial<Pick<Navigator, 'share' | 'canShare'>>;
  return {
    share: typeof nav.share === 'function' ? (data) => nav.share!(data) : undefined,
    canShare: typeof nav.canShare === 'function' ? (data) => nav.canShare!(data) : undefined,
    writeText: nav.clipboard ? (text) => nav.clipboard.writeText(text) : undefined,
    open(url) {
      // A new tab, or this one where pop-ups are blocked (a phone opens WhatsApp either way).
      const opened = window.open(url, '_blank');
      if (opened) opened.opener = null;
      else window.location.assign(url);
    },
    href: window.location.href,
  };
}

/** The address to share: `given` read against the page's (empty: the page itself). */
export function shareAddress(given: unknown, href: string): string {
  const text = textOf(given);
  try {
    return new URL(text ?? href, href).href;
  } catch {
    return href;
  }
}

/** Shares through the share sheet, else copies; throws only when neither worked. */
export async function shareLink(
  device: ShareDevice,
  data: { url: string; title?: string | undefined; text?: string | undefined },
): Promise<ShareResult> {
  const shareData: ShareData = {
    url: data.url,
    ...(data.title ? { title: data.title } : {}),
    ...(data.text ? { text: data.text } : {}),
  };
  if (device.share && (device.canShare?.(shareData) ?? true)) {
    try {
      await device.share(shareData);
      return 'shared';
    } catch (error) {
      // Closed by the visitor; any other refusal (no user gesture, not allowed) falls back.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (device.writeText) {
    try {
      await device.writeText(data.text ? `${data.text} ${data.url}` : data.url);
      return 'copied';
    } catch {
      // Refused (no permission, page not focused): said below.
    }
  }
  throw new Error(SHARE_MESSAGES.couldNotShare);
}

/** `https://wa.me/<digits>?text=…`: an international number (spaces, +, dashes allowed) or none. */
export function whatsAppUrl(phone: unknown, text: unknown): string {
  const given = textOf(phone);
  let digits = '';
  if (given !== undefined) {
    digits = given.replace(/[\s()+.-]/g, '');
    if (!/^\d{8,15}$/.test(digits)) throw new Error(SHARE_MESSAGES.badNumber(given));
  }
  const message = textOf(text);
  return `${WHATSAPP_ADDRESS}${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** The plugin, on a device (the visitor's browser unless a test gives one). */
export function createSharePlugin(device: () => ShareDevice = browserDevice) {
  return definePlugin({
    id: 'share',
    label: label('Share', 'Partage'),
    settings,
    variables,
    actions: {
      share: {
        label: label('Share a link', 'Partager un lien'),
        config: {
          url: {
            type: 'text',
            label: label('Address (empty: this page)', 'Adresse (vide : cette page)'),
          },
          title: { type: 'text', label: label('Title', 'Titre') },
          text: { type: 'text', label: label('Message', 'Message') },
        },
        async handler(config, _ctx, plugin: ShareApi) {
          const current = device();
          const url = shareAddress(config.url, current.href);
          const result = await shareLink(current, {
            url,
            title: textOf(config.title),
            text: textOf(config.text),
          });
          plugin.setVariable('lastResult', result);
          return { result, url };
        },
      },
      whatsapp: {
        label: label('Open WhatsApp', 'Ouvrir WhatsApp'),
        config: {
          text: { type: 'text', label: label('Message', 'Message') },
          phone: {
            type: 'text',
            label: label(
              'Number with country code (empty: the visitor picks a chat)',
              'Numéro avec l’indicatif du pays (vide : le visiteur choisit)',
            ),
          },
        },
        handler(config) {
          const url = whatsAppUrl(config.phone, config.text);
          device().open(url);
          return { url };
        },
      },
    },
    validate: () => [],
    init(api) {
      const current = device();
      api.setVariable('canShare', current.share !== undefined);
    },
  });
}

export const sharePlugin = createSharePlugin();
