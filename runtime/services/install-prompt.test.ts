import { describe, expect, it, vi } from 'vitest';
import { createInstallPrompt, type BeforeInstallPromptEvent } from './install-prompt.ts';

function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return event;
}

describe('createInstallPrompt', () => {
  it('keeps the event and stops the browser banner', () => {
    const target = new EventTarget();
    const install = createInstallPrompt(target);
    const seen: unknown[] = [];
    install.subscribe((event) => seen.push(event));
    expect(install.get()).toBeNull();
    const event = promptEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(install.get()).toBe(event);
    expect(seen).toEqual([event]);
  });

  it('prompts once with the kept event and answers the visitor’s choice', async () => {
    const target = new EventTarget();
    const install = createInstallPrompt(target);
    expect(await install.prompt()).toBe('unavailable');
    const event = promptEvent('dismissed');
    target.dispatchEvent(event);
    expect(await install.prompt()).toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(install.get()).toBeNull();
  });

  it('forgets the event once installed, and stops listening when disposed', () => {
    const target = new EventTarget();
    const install = createInstallPrompt(target);
    target.dispatchEvent(promptEvent('accepted'));
    target.dispatchEvent(new Event('appinstalled'));
    expect(install.get()).toBeNull();
    install.dispose();
    target.dispatchEvent(promptEvent('accepted'));
    expect(install.get()).toBeNull();
  });
});
