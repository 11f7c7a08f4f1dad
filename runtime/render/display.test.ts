import { describe, expect, it } from 'vitest';
import { displayRule } from './display.ts';

describe('display rule (seeds 001 §4)', () => {
  it('none, false, null (and "false") hide the element', () => {
    for (const value of ['none', false, null, 'false']) {
      expect(displayRule(value, ['flex', 'block'])).toEqual({ hidden: true });
    }
  });

  it('an allowed value is kept; any other becomes the first allowed one', () => {
    expect(displayRule('block', ['flex', 'block'])).toEqual({ hidden: false, display: 'block' });
    expect(displayRule('grid', ['flex', 'block'])).toEqual({ hidden: false, display: 'flex' });
    expect(displayRule(true, ['flex', 'block'])).toEqual({ hidden: false, display: 'flex' });
  });

  it('not set: shown, with the component’s own display; no modes declared: the value as given', () => {
    expect(displayRule(undefined, ['flex'])).toEqual({ hidden: false, display: undefined });
    expect(displayRule('grid', undefined)).toEqual({ hidden: false, display: 'grid' });
  });
});
