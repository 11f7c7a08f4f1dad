/**
 * The linear gradients the gradient builder edits: `linear-gradient(<angle>deg, <colour>
 * [<position>%], …)`. Anything else (radial, several layers) stays text the author edits as it is.
 */
export interface GradientStop {
  color: string;
  /** Percent along the line; null lets the browser space the stops evenly. */
  position: number | null;
}

export interface LinearGradient {
  /** Degrees: 0 goes up, 90 to the right, 180 (CSS default) down. */
  angle: number;
  stops: GradientStop[];
}

const SIDES: Record<string, number> = {
  'to top': 0,
  'to top right': 45,
  'to right top': 45,
  'to right': 90,
  'to bottom right': 135,
  'to right bottom': 135,
  'to bottom': 180,
  'to bottom left': 225,
  'to left bottom': 225,
  'to left': 270,
  'to top left': 315,
  'to left top': 315,
};

/** Splits on commas outside brackets: `rgba(0, 0, 0, 0.5) 10%, red` → two parts. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

export function isGradient(value: unknown): boolean {
  return typeof value === 'string' && /gradient\(/i.test(value);
}

export function parseLinearGradient(value: unknown): LinearGradient | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*linear-gradient\((.*)\)\s*$/is.exec(value);
  if (!match) return null;
  const parts = splitTopLevel(match[1]!);
  let angle = 180;
  const first = parts[0]?.toLowerCase() ?? '';
  const degrees = /^(-?\d+(?:\.\d+)?)deg$/.exec(first);
  if (degrees) {
    angle = Number(degrees[1]);
    parts.shift();
  } else if (first in SIDES) {
    angle = SIDES[first]!;
    parts.shift();
  }
  const stops: GradientStop[] = [];
  for (const part of parts) {
    const stop = /^(.*?)\s+(-?\d+(?:\.\d+)?)%$/.exec(part);
    if (stop) stops.push({ color: stop[1]!.trim(), position: Number(stop[2]) });
    else if (part) stops.push({ color: part, position: null });
    else return null;
  }
  return stops.length >= 2 ? { angle, stops } : null;
}

export function formatLinearGradient({ angle, stops }: LinearGradient): string {
  const list = stops.map((s) => (s.position === null ? s.color : `${s.color} ${s.position}%`));
  return `linear-gradient(${angle}deg, ${list.join(', ')})`;
}

/** A starting gradient from a colour: that colour fading to transparent downwards. */
export function gradientFrom(color: string): LinearGradient {
  return {
    angle: 180,
    stops: [
      { color: color || '#000000', position: 0 },
      { color: 'transparent', position: 100 },
    ],
  };
}
