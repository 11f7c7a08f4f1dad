/**
 * Box shadows as the shadow builder edits them: `[inset] x y [blur [spread]] [colour]`, several
 * separated by commas. Anything it cannot read stays CSS text.
 */
import { splitTopLevel } from './gradient.ts';

export interface Shadow {
  x: number;
  y: number;
  blur: number;
  spread: number;
  color: string;
  inset: boolean;
}

export const DEFAULT_SHADOW: Shadow = {
  x: 0,
  y: 2,
  blur: 8,
  spread: 0,
  color: 'rgba(0, 0, 0, 0.2)',
  inset: false,
};

const LENGTH = /^(-?\d*\.?\d+)(px)?$/;

/** Splits on spaces outside brackets: `0 2px rgba(0, 0, 0, 0.2)` → three tokens. */
function tokens(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += char;
  }
  if (current) out.push(current);
  return out;
}

export function parseShadows(value: unknown): Shadow[] | null {
  if (typeof value !== 'string' || value.trim() === '' || value.trim() === 'none') return [];
  const shadows: Shadow[] = [];
  for (const part of splitTopLevel(value)) {
    const lengths: number[] = [];
    let color = '';
    let inset = false;
    for (const token of tokens(part)) {
      const length = LENGTH.exec(token);
      if (token === 'inset') inset = true;
      else if (length && !color) lengths.push(Number(length[1]));
      else if (!color) color = token;
      else return null;
    }
    if (lengths.length < 2 || lengths.length > 4) return null;
    const [x, y, blur = 0, spread = 0] = lengths as [number, number, number?, number?];
    shadows.push({ x, y, blur, spread, color: color || 'currentcolor', inset });
  }
  return shadows;
}

export function formatShadows(shadows: readonly Shadow[]): string {
  return shadows
    .map((s) => `${s.inset ? 'inset ' : ''}${s.x}px ${s.y}px ${s.blur}px ${s.spread}px ${s.color}`)
    .join(', ');
}
