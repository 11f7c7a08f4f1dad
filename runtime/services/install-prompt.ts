/**
 * The browser's install prompt (seeds 000 §2): `beforeinstallprompt` is intercepted (so the
 * browser shows no banner of its own) and kept, for a site button or workflow to show later.
 */
import { createListeners, type Listener } from './listeners.ts';

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPrompt {
  /** The kept event, null before the browser offers one or after it was used. */
  get(): BeforeInstallPromptEvent | null;
  subscribe(listener: Listener<BeforeInstallPromptEvent | null>): () => void;
  /** Shows the browser's install dialog; an event can be shown once. */
  prompt(): Promise<InstallOutcome>;
  dispose(): void;
}

type EventTargetLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export function createInstallPrompt(target: EventTargetLike = globalThis): InstallPrompt {
  const listeners = createListeners<BeforeInstallPromptEvent | null>();
  let kept: BeforeInstallPromptEvent | null = null;
  const keep = (event: BeforeInstallPromptEvent | null) => {
    kept = event;
    listeners.emit(kept);
  };
  const onPrompt = (event: Event) => {
    event.preventDefault();
    keep(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => keep(null);
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);

  return {
    get: () => kept,
    subscribe: (listener) => listeners.add(listener),
    async prompt() {
      const event = kept;
      if (!event) return 'unavailable';
      keep(null);
      await event.prompt();
      return (await event.userChoice).outcome;
    },
    dispose() {
      target.removeEventListener('beforeinstallprompt', onPrompt);
      target.removeEventListener('appinstalled', onInstalled);
    },
  };
}
