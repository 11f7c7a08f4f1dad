import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { iconDefinition, type IconProps } from './definition.ts';
import { Icon, iconSize } from './Icon.tsx';
import { iconSeeds } from './seeds.ts';

sharedChecks(iconDefinition, Icon, { seeds: iconSeeds });

describe('Icon', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  const props: IconProps = { icon: 'star', color: '', fontSize: 24, label: '' };
  const show = (p: Partial<IconProps>, href?: string) =>
    render(<Icon props={{ ...props, ...p }} className="b-i" href={href} />).container;

  it('renders the svg of a known icon once it has loaded', async () => {
    const container = show({ icon: 'heart', color: 'rgb(255, 0, 0)' });
    const root = container.querySelector<HTMLElement>('.b-i')!;
    expect(root.style.getPropertyValue('--b-icon-color')).toBe('rgb(255, 0, 0)');
    await waitFor(() => expect(root.querySelector('svg.lucide-heart')).not.toBeNull());
  });

  it('keeps an empty box of the same size for an unknown name, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = show({ icon: 'definitely-not-an-icon', fontSize: 48 });
    const glyph = container.querySelector<HTMLElement>('.b-icon-glyph')!;
    await waitFor(() => expect(glyph.dataset.state).toBe('missing'));
    expect(glyph.querySelector('svg')).toBeNull();
    expect(glyph.style.width).toBe('var(--b-icon-size)');
    expect(
      container.querySelector<HTMLElement>('.b-i')?.style.getPropertyValue('--b-icon-size'),
    ).toBe('48px');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('clamps the size to 1–100 px and falls back to 24 px for junk', () => {
    expect(iconSize(500)).toBe(100);
    expect(iconSize(0)).toBe(1);
    expect(iconSize('36')).toBe(36);
    expect(iconSize('big')).toBe(24);
    expect(iconSize(null)).toBe(24);
    const root = show({ fontSize: 1000 }).querySelector<HTMLElement>('.b-i')!;
    expect(root.style.getPropertyValue('--b-icon-size')).toBe('100px');
  });

  it('is decorative without a label, an image named by its label otherwise', () => {
    expect(show({}).querySelector('.b-icon-glyph')?.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    const named = show({ label: 'Favourites' }).querySelector('.b-icon-glyph');
    expect(named?.getAttribute('role')).toBe('img');
    expect(named?.getAttribute('aria-label')).toBe('Favourites');
  });

  it('is a link with the class when it has an href', () => {
    const anchor = show({ label: 'Home' }, '/home').firstElementChild;
    expect(anchor?.tagName).toBe('A');
    expect(anchor?.classList.contains('b-i')).toBe(true);
    expect(anchor?.getAttribute('href')).toBe('/home');
  });
});
