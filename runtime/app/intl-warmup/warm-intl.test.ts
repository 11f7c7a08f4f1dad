import { describe, expect, it } from 'vitest';
import { warmIntl } from './warm-intl.ts';

describe('warmIntl', () => {
  // In a browser it starts the worker (e2e: storefront-rendered.spec.ts); without one, nothing.
  it('does nothing where there is no Worker (the server, old browsers)', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(warmIntl(['en'])).resolves.toBe(false);
  });
});
