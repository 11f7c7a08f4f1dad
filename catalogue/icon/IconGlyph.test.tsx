import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Anchor } from 'lucide-react';
import { iconName, iconOf, IconGlyph, provideIcons } from './IconGlyph.tsx';

describe('IconGlyph', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a same-size empty box, then the lucide svg', async () => {
    const { container } = render(<IconGlyph name="chevron-right" size={32} color="red" />);
    const box = container.querySelector<HTMLElement>('.b-icon-glyph')!;
    expect(box.style.width).toBe('32px');
    expect(box.style.height).toBe('32px');
    expect(box.style.color).toBe('red');
    await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
    expect(box.querySelector('svg')?.getAttribute('class')).toContain('lucide-chevron-right');
    expect(box.dataset.state).toBe('ready');
  });

  it('shows an icon a component provided at once, with no lookup', () => {
    provideIcons({ anchor: Anchor });
    const { container } = render(<IconGlyph name="anchor" />);
    const box = container.querySelector<HTMLElement>('.b-icon-glyph')!;
    expect(box.dataset.state).toBe('ready');
    expect(box.querySelector('svg')?.getAttribute('class')).toContain('lucide-anchor');
  });

  it("finds the icon in a chunk: its default export, or the shared chunk's icon namespace", () => {
    expect(iconOf({ default: Anchor, __iconData: {} })).toBe(Anchor);
    // The build's shape for an icon a component also imports (`export { n, i as t }`).
    expect(iconOf({ n: { __iconData: {}, default: Anchor }, t: Anchor })).toBe(Anchor);
    expect(iconOf({ t: Anchor })).toBeUndefined();
  });

  it('is decorative without a label and an image with one', async () => {
    const { container } = render(
      <>
        <IconGlyph name="star" />
        <IconGlyph name="star" label="Favourite" />
      </>,
    );
    const [decorative, named] = container.querySelectorAll('.b-icon-glyph');
    expect(decorative?.getAttribute('aria-hidden')).toBe('true');
    expect(decorative?.hasAttribute('role')).toBe(false);
    expect(named?.getAttribute('role')).toBe('img');
    expect(named?.getAttribute('aria-label')).toBe('Favourite');
    expect(named?.hasAttribute('aria-hidden')).toBe(false);
    await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(2));
  });

  it('keeps the empty box and warns once for an unknown name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <>
        <IconGlyph name="no-such-icon-xyz" size={20} />
        <IconGlyph name="no-such-icon-xyz" size={20} />
      </>,
    );
    await waitFor(() =>
      expect(container.querySelector<HTMLElement>('.b-icon-glyph')?.dataset.state).toBe('missing'),
    );
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector<HTMLElement>('.b-icon-glyph')?.style.width).toBe('20px');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('no-such-icon-xyz');
  });

  it('normalises names to kebab-case', () => {
    expect(iconName('ChevronRight')).toBe('chevron-right');
    expect(iconName(' arrow_up ')).toBe('arrow-up');
    expect(iconName(42)).toBe('');
  });
});
