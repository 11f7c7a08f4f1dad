import { describe, expect, it, vi } from 'vitest';
import { Channels } from './channels.ts';

describe('Channels', () => {
  it('calls each listener of the emitted channels once', () => {
    const channels = new Channels();
    const cart = vi.fn();
    channels.subscribe('var:cart', cart);
    channels.subscribe('var:*', cart);
    channels.emit('var:cart', 'var:*');
    expect(cart).toHaveBeenCalledTimes(1);
  });

  it('tells whether one of some channels was emitted after a version', () => {
    const channels = new Channels();
    channels.emit('var:cart');
    const renderedAt = channels.version;
    // A hydration spans many tasks: other channels change meanwhile.
    channels.emit('browser');
    channels.emit('col:products');
    expect(channels.changedSince(['var:cart', 'plugin:auth'], renderedAt)).toBe(false);
    expect(channels.changedSince(['var:cart', 'browser'], renderedAt)).toBe(true);
    expect(channels.changedSince([], renderedAt)).toBe(false);
    expect(channels.changedSince(['col:products'], channels.version)).toBe(false);
  });
});
