import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { loaderDefinition, SPINNERS, type LoaderProps } from './definition.ts';
import { Loader, loaderSize, SPINNER_PARTS } from './Loader.tsx';
import { loaderSeeds } from './seeds.ts';

// Vitest does not load CSS, so the stylesheet is read as text to check its rules.
const css = readFileSync(`${import.meta.dirname}/Loader.css`, 'utf8');

sharedChecks(loaderDefinition, Loader, { seeds: loaderSeeds, link: false });

describe('Loader', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  const props: LoaderProps = { spinner: 'plane', color: '', size: 40 };
  const show = (p: Partial<LoaderProps>, lang?: string) =>
    render(<Loader props={{ ...props, ...p }} className="b-l" lang={lang} />).container;

  it.each(SPINNERS)('renders the %s spinner with its shapes, styled in the CSS', (spinner) => {
    const root = show({ spinner }).querySelector<HTMLElement>('.b-l')!;
    expect(root.dataset.spinner).toBe(spinner);
    const shapes = root.querySelector(`.b-loader-spinner.b-loader-${spinner}`);
    expect(shapes?.getAttribute('aria-hidden')).toBe('true');
    const parts = shapes!.querySelectorAll<HTMLElement>('.b-loader-part');
    expect(parts).toHaveLength(SPINNER_PARTS[spinner]);
    parts.forEach((part, index) => expect(part.style.getPropertyValue('--i')).toBe(String(index)));
    // Its own rules and animation exist in the stylesheet.
    expect(css).toMatch(new RegExp(`\\.b-loader-${spinner} \\.b-loader-part[\\s,:{]`));
    expect(css).toMatch(new RegExp(`@keyframes b-loader-${spinner} {`));
  });

  it('is a status named "Loading" in English and "Chargement" in French', () => {
    const en = show({}, 'en').querySelector('[role="status"]');
    expect(en?.getAttribute('aria-label')).toBe('Loading');
    expect(en?.textContent).toBe('Loading');
    cleanup();
    expect(show({}, 'fr').querySelector('[role="status"]')?.getAttribute('aria-label')).toBe(
      'Chargement',
    );
  });

  it('clamps the size to 0–2000 px and falls back to 40 px for junk', () => {
    expect(loaderSize(5000)).toBe(2000);
    expect(loaderSize(-10)).toBe(0);
    expect(loaderSize('64')).toBe(64);
    expect(loaderSize('huge')).toBe(40);
    const root = show({ size: 9999 }).querySelector<HTMLElement>('.b-l')!;
    expect(root.style.getPropertyValue('--b-loader-size')).toBe('2000px');
  });

  it('applies the colour (and leaves it to the text colour when empty)', () => {
    const root = show({ color: '#ff0000' }).querySelector<HTMLElement>('.b-l')!;
    expect(root.style.getPropertyValue('--b-loader-color')).toBe('#ff0000');
    expect(css).toMatch(/color: var\(--b-loader-color, currentColor\)/);
    cleanup();
    const plain = show({ color: '' }).querySelector<HTMLElement>('.b-l')!;
    expect(plain.style.getPropertyValue('--b-loader-color')).toBe('');
  });

  it('falls back to plane, with one warning, for an unknown spinner', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = { spinner: 'zigzag' as LoaderProps['spinner'] };
    show(bad);
    show(bad);
    expect(document.querySelector('.b-loader-plane')).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops the motion when the visitor prefers reduced motion', () => {
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toContain('animation: none !important');
  });
});
