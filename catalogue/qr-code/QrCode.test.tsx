import { cleanup, render } from '@testing-library/react';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { qrCodeDefinition, type QrCodeProps } from './definition.ts';
import { QrCode, qrPath } from './QrCode.tsx';
import { qrCodeSeeds } from './seeds.ts';

sharedChecks(qrCodeDefinition, QrCode, { seeds: qrCodeSeeds, link: false });

/** Paints the SVG path's unit squares into pixels and reads them back with jsQR. */
function decode(path: string, width: number, scale = 6): string | null {
  const side = width * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
  return jsQR(pixels, side, side)?.data ?? null;
}

describe('QrCode', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  const props: QrCodeProps = {
    value: 'BUS-7KQ2MX',
    label: 'Booking reference',
    size: 192,
    color: '#000000',
    background: '#ffffff',
    margin: 4,
    errorCorrection: 'M',
  };
  const show = (p: Partial<QrCodeProps>) =>
    render(<QrCode props={{ ...props, ...p }} className="e-qr" />).container;

  it('draws a code that a reader decodes to its value, at every error correction level', () => {
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const drawn = qrPath('BUS-7KQ2MX', level, 4)!;
      expect(decode(drawn.path, drawn.width)).toBe('BUS-7KQ2MX');
    }
    const link = qrPath('https://shop.example/e-ticket?order=5d1c0f7e', 'M', 4)!;
    expect(decode(link.path, link.width)).toBe('https://shop.example/e-ticket?order=5d1c0f7e');
    // The quiet zone is drawn around the code: 4 modules on each side.
    const bare = qrPath('BUS-7KQ2MX', 'M', 0)!;
    expect(bare.width + 8).toBe(qrPath('BUS-7KQ2MX', 'M', 4)!.width);
  });

  it('is a picture named by its label, sized and coloured by its props', () => {
    const root = show({ size: 5000, color: '#1f4d2b' }).querySelector<HTMLElement>('.e-qr')!;
    expect(root.getAttribute('role')).toBe('img');
    expect(root.getAttribute('aria-label')).toBe('Booking reference');
    expect(root.dataset.value).toBe('BUS-7KQ2MX');
    expect(root.style.width).toBe('1024px');
    const svg = root.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#1f4d2b');
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
  });

  it('keeps its room and draws nothing for an empty value, and warns once for one too long', () => {
    const empty = show({ value: '' }).querySelector<HTMLElement>('.e-qr')!;
    expect(empty.querySelector('svg')).toBeNull();
    expect(empty.getAttribute('aria-hidden')).toBe('true');
    expect(empty.style.height).toBe('192px');
    cleanup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const long = 'x'.repeat(5000);
    show({ value: long });
    show({ value: long });
    expect(document.querySelector('svg')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is a chunk of its own: no other catalogue module imports qrcode', () => {
    const registry = readFileSync(`${import.meta.dirname}/../registry.ts`, 'utf8');
    expect(registry).toMatch(
      /'qr-code': importAgainAs\(\s*\(\) => import\('\.\/qr-code\/index\.ts'\)/,
    );
    expect(registry).not.toMatch(/from '\.\/qr-code/);
  });
});
