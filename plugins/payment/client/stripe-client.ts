/**
 * Stripe.js in the browser, through `@stripe/stripe-js` (its `pure` entry, which injects nothing
 * until asked). The loader resolves with `window.Stripe` when a script already defined it, so a
 * configured script address (`stripeJsUrl`: the embedded stand-in's, or Stripe's own) is loaded
 * first; left to itself the loader would fetch js.stripe.com. Elements mounted by the plugin are
 * kept here by handle, so workflows can pass them from one action to the next.
 */
import type {
  Stripe,
  StripeCardElement,
  StripeElements,
  StripePaymentElement,
} from '@stripe/stripe-js';
import type { PluginLog } from '../../define.ts';
import { MESSAGES } from '../messages.ts';

export interface StripeSettings {
  publishableKey: string | undefined;
  stripeJsUrl: string | undefined;
}

const scripts = new Map<string, Promise<void>>();

/** Adds `<script src=url>` once; rejects with 'Failed to load Stripe.js' when it cannot load. */
export function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.dataset.baobabStripe = '';
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error(MESSAGES.loadFailed));
      });
      (document.head ?? document.body).appendChild(script);
    }).catch((error: unknown) => {
      scripts.delete(url); // a later call tries again
      throw error;
    });
    scripts.set(url, loading);
  }
  return loading;
}

let instance: { key: string; stripe: Promise<Stripe> } | null = null;

/**
 * The Stripe instance for these settings, loaded once. Throws 'Failed to load Stripe.js' when the
 * script cannot load, and 'Invalid Stripe configuration.' (also logged) when Stripe refuses the
 * publishable key.
 */
export function stripeInstance(settings: StripeSettings, log: PluginLog): Promise<Stripe> {
  const key = `${settings.publishableKey ?? ''}\u0000${settings.stripeJsUrl ?? ''}`;
  if (instance?.key === key) return instance.stripe;
  const stripe = (async () => {
    if (settings.stripeJsUrl && window.Stripe === undefined) await loadScript(settings.stripeJsUrl);
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    let created: Stripe | null;
    try {
      if (!settings.publishableKey) throw new Error(MESSAGES.noPublicKey);
      created = await loadStripe(settings.publishableKey);
    } catch (error) {
      if (error instanceof Error && error.message === MESSAGES.loadFailed) throw error;
      log.error(MESSAGES.invalidConfiguration, error);
      throw new Error(MESSAGES.invalidConfiguration, { cause: error });
    }
    if (!created) {
      log.error(MESSAGES.invalidConfiguration);
      throw new Error(MESSAGES.invalidConfiguration);
    }
    return created;
  })();
  instance = { key, stripe };
  stripe.catch(() => {
    if (instance?.stripe === stripe) instance = null;
  });
  return stripe;
}

/** An element the plugin mounted: a Payment Element or a Card Element with its group. */
export type MountedElement =
  | { kind: 'payment'; element: StripePaymentElement; elements: StripeElements }
  | { kind: 'card'; element: StripeCardElement; elements: StripeElements };

const mounted = new Map<string, MountedElement>();
let counter = 0;

/** Keeps a mounted element; its handle (`stripe-element-1`) is what workflows pass on. */
export function keepElement(element: MountedElement): string {
  counter += 1;
  const handle = `stripe-element-${counter}`;
  mounted.set(handle, element);
  return handle;
}

/** The mounted element of a handle, or undefined (unknown, or unmounted since). */
export function elementOf(handle: unknown): MountedElement | undefined {
  return typeof handle === 'string' ? mounted.get(handle) : undefined;
}

export function forgetElement(handle: string): void {
  mounted.get(handle)?.element.destroy();
  mounted.delete(handle);
}

/** For tests: forgets the instance and the elements. */
export function resetStripeClient(): void {
  instance = null;
  mounted.clear();
  scripts.clear();
}
